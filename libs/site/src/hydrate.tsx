import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CspNonceContext } from './context';
import { createStyleCache } from './style-cache';

/**
 * The nonce the page was served with (decision 023): React Router's inline scripts carry it. The browser hides the
 * `nonce` attribute's value from the DOM once the page has a policy, but not the element's `nonce` property.
 */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** The longest hydration waits for a frame (a page opened in a background tab paints none until it is shown). */
export const FIRST_PAINT_WAIT_MS = 200;

/**
 * Runs `task` once the browser has painted the server's page: after the next frame (a task queued from
 * `requestAnimationFrame` runs after that frame's paint), or after {@link FIRST_PAINT_WAIT_MS} without one.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, FIRST_PAINT_WAIT_MS);
}

/**
 * The apps' `entry.client`: hydrates the server's document with an Emotion cache of the server's key, so the
 * critical style tags in `<head>` are adopted rather than inserted again, and with the page's CSP nonce, so the
 * scripts the document renders match the server's and those added later (a route's module preloads) may load.
 * Hydration waits for the first paint: the page, complete from the server, shows before React's work on it, which
 * a phone's CPU takes a while over (issue 14).
 */
export function hydrateSite(): void {
  afterFirstPaint(hydrateDocument);
}

function hydrateDocument(): void {
  const cache = createStyleCache();
  const nonce = pageNonce();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CspNonceContext.Provider value={nonce}>
          <CacheProvider value={cache}>
            <HydratedRouter />
          </CacheProvider>
        </CspNonceContext.Provider>
      </StrictMode>,
    );
  });
}
