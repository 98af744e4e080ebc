import { lowPriorityModules } from './render';

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
