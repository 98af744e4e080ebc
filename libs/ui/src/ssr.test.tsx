/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { Button } from './Button';
import { GlobalStyles } from './GlobalStyles';
import { Masonry } from './Masonry';
import { makeImage } from './testing';
import { WorkCard } from './WorkCard';

/** What the sites do on the server: a cache per request, render to a string, extract the critical CSS. */
function renderPage() {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
      <Masonry aria-label="Obras">
        <WorkCard
          href="/es/obra/ana/uno"
          image={makeImage('work/uno')}
          artistName="Ana Ruiz"
          title="Uno"
          year={2021}
          price={1500}
          lang="es"
          priceFallback="Consultar precio"
        />
        <WorkCard
          href="/es/obra/ana/dos"
          image={null}
          artistName="Ana Ruiz"
          title="Dos"
          price={null}
          lang="es"
          priceFallback="Consultar precio"
        />
      </Masonry>
      <Button>Cargar más</Button>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(html);
  return { html, chunks, styleTags: constructStyleTagsFromChunks(chunks) };
}

describe('server rendering', () => {
  it('gives complete markup without JavaScript and the critical CSS for the head', () => {
    const { html, chunks, styleTags } = renderPage();
    expect(html).toContain('<ul role="list"');
    expect(html).toContain('href="/es/obra/ana/uno"');
    expect(html).toContain('<picture');
    expect(html).toContain('1.500,00');
    expect(html).toContain('Consultar precio');
    // No inline <style> next to elements: everything is extracted for <head>.
    expect(html).not.toContain('<style');

    const css = chunks.styles.map((s) => s.css).join('\n');
    // Two works: in columns on phones, in a row of the layout's columns from tablets up.
    expect(css).toContain('column-count:1');
    expect(css).toContain('@media (min-width: 1321px)');
    expect(css).toContain('grid-template-columns:repeat(4, minmax(0, 1fr))');
    expect(css).toContain(':focus-visible');
    // Every class in the markup has its rules in the extracted CSS.
    const classNames = new Set(html.match(/\bcss-[a-z0-9]+\b/g) ?? []);
    expect(classNames.size).toBeGreaterThan(5);
    for (const className of classNames) expect(css).toContain(`.${className}`);
    expect(styleTags).toContain('<style data-emotion="css');
  });
});
