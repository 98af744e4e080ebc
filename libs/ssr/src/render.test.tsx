import { Suspense, lazy } from 'react';
import { lowPriorityModules, renderToCompletion } from './render';

describe('lowPriorityModules', () => {
  it('asks for every module preload at low priority and leaves the other links alone', () => {
    const html =
      '<head><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head>';
    const out = lowPriorityModules(html);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/a.webp"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(html);
  });
});

describe('renderToCompletion', () => {
  it('keeps a part that suspended in its place, however long, with no script to move it there', async () => {
    // Longer than React's default chunk (12.8 KB), past which a finished part is sent apart and moved by a script.
    const words = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const Part = lazy(async () => ({ default: () => <p id="part">{words}</p> }));
    const html = await renderToCompletion(
      <main>
        <h1>Before</h1>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
        <footer>After</footer>
      </main>,
      'n0nce',
      (error) => {
        throw error;
      },
    );
    expect(html).toMatch(
      /<h1>Before<\/h1><!--\$--><p id="part">word0 .* word2999<\/p><!--\/\$--><footer>After<\/footer>/,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
  });
});
