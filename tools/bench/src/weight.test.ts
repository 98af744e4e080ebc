import { firstLink, htmlParts, scriptAssets, weightTable } from './weight';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/>',
  '<link rel="preload" as="font" href="/assets/inter.woff2"/>',
  '<style data-emotion="css 1x2y">.css-1x2y{color:red;}</style>',
  '</head><body><main><a href="/es/shop/obra/ana/una">Una — ñ</a><a href="/es/shop/obra/">list</a></main>',
  '<script nonce="n">window.__reactRouterContext = {"ssr":true};</script>',
  '<script nonce="n" type="module" async="">import "/assets/manifest-D.js";\nimport * as route0 from "/assets/root-B.js";',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]");</script>',
  '</body></html>',
].join('\n');

describe('htmlParts', () => {
  it('splits a page into loader data, critical CSS and the rest, in UTF-8 bytes that add up to the whole', () => {
    const parts = htmlParts(page);
    expect(parts.raw).toBe(Buffer.byteLength(page, 'utf8'));
    expect(parts.css).toBe(Buffer.byteLength('<style data-emotion="css 1x2y">.css-1x2y{color:red;}</style>'));
    const data = [
      '<script nonce="n">window.__reactRouterContext = {"ssr":true};</script>',
      '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]");</script>',
    ];
    expect(parts.data).toBe(data.reduce((n, s) => n + Buffer.byteLength(s), 0));
    expect(parts.data + parts.css + parts.rest).toBe(parts.raw);
  });

  it('counts nothing as data or CSS in a page without them', () => {
    expect(htmlParts('<p>é</p>')).toEqual({ raw: 9, data: 0, css: 0, rest: 9 });
  });
});

describe('scriptAssets', () => {
  it('lists the modulepreloads and what the module scripts import, each once, never styles or fonts', () => {
    expect(scriptAssets(page)).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js', '/assets/manifest-D.js']);
  });
});

describe('firstLink', () => {
  it('finds the first link under a prefix, not the prefix itself', () => {
    expect(firstLink(page, '/es/shop/obra/')).toBe('/es/shop/obra/ana/una');
    expect(firstLink(page, '/es/artista/')).toBeNull();
  });
});

describe('weightTable', () => {
  it('prints kilobytes to one decimal', () => {
    const row = {
      page: 'shop works',
      path: '/es/shop/obras',
      htmlRaw: 187_953,
      htmlGzip: 33_032,
      data: 1024,
      css: 0,
      rest: 512,
      jsFiles: 3,
      jsRaw: 2048,
      jsGzip: 100,
    };
    expect(weightTable([row])).toEqual([
      {
        page: 'shop works',
        'HTML KB': 183.5,
        'HTML gz KB': 32.3,
        'data KB': 1,
        'CSS KB': 0,
        'rest KB': 0.5,
        'JS files': 3,
        'JS KB': 2,
        'JS gz KB': 0.1,
      },
    ]);
  });
});
