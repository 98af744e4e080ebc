import { Suspense, createElement, lazy, type FunctionComponent } from 'react';

/**
 * A part of the chrome the server renders with the rest of the page but whose code the page's first JavaScript does
 * not carry (issue 31): the server's render waits for every suspended part, so the HTML holds it whole; the browser
 * keeps that markup as it is until the part's chunk has arrived, then hydrates it. For what a visitor reaches after
 * the first screen (the footer's form and last-seen strip, the compact menu's panel, the cookie banner).
 */
export function deferred<P extends object>(load: () => Promise<FunctionComponent<P>>): FunctionComponent<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  }
  Deferred.displayName = 'Deferred';
  return Deferred;
}
