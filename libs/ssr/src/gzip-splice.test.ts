/**
 * @jest-environment node
 *
 * A kept page in gzip with each answer's nonce, compressed once.
 */
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, gzipPieces, joinGzip } from './gzip-splice';
import { htmlPage } from './test-pages';

describe('kept pages compressed once', () => {
  it('join their pieces around any nonce into a gzip member that decodes to the page with that nonce', () => {
    for (const html of [
      htmlPage('Obras de 1.000 € · «Azul» 日本', 'n0nce+/A=='),
      'n0nce+/A==<p>at both ends</p>n0nce+/A==',
      'x'.repeat(200_000) + 'n0nce+/A==' + 'y'.repeat(70_000),
    ]) {
      const pieces = gzipPieces(html, 'n0nce+/A==');
      for (const nonce of ['Other+Nonce/2==', 'n0nce+/A==', '']) {
        expect(gunzipSync(joinGzip(pieces, nonce)).toString()).toBe(html.split('n0nce+/A==').join(nonce));
      }
    }
    expect(gunzipSync(joinGzip(gzipPieces('<p>sin nonce</p>', null), 'abc')).toString()).toBe('<p>sin nonce</p>');
  });

  it('are answered in gzip to whoever takes it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
