/**
 * @jest-environment node
 */
import { imageFixture } from '@art/data/testing';
import { pressPageFixture } from '../testing';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { loadPressPage, pressDownload } from './press-page';
import { localeTitles } from '@art/i18n/testing';

describe('pressDownload', () => {
  it('downloads the item’s own file, naming its format', () => {
    expect(pressDownload({ fileUrl: 'https://feria.example/prensa/balance.pdf', image: null })).toEqual({
      href: 'https://feria.example/prensa/balance.pdf',
      kind: 'file',
      format: 'PDF',
    });
    expect(pressDownload({ fileUrl: '/files/dosier.zip?v=2', image: null })?.format).toBe('ZIP');
    expect(pressDownload({ fileUrl: 'https://feria.example/descarga', image: null })?.format).toBe('');
  });

  it('falls back to the original size of the image', () => {
    expect(pressDownload({ fileUrl: null, image: imageFixture('press/dosier') })).toEqual({
      href: '/api/images/press/dosier/0.jpg',
      kind: 'image',
      format: 'JPG',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example/x.pdf', 'data:text/html,<script>', '  '])(
    'never links a file address like %j',
    (fileUrl) => {
      expect(pressDownload({ fileUrl, image: null })).toBeNull();
      expect(pressDownload({ fileUrl, image: imageFixture('press/x') })?.kind).toBe('image');
    },
  );
});

describe('loadPressPage', () => {
  it('splits the items by kind, keeping the API’s newest-first order, with the contacts', async () => {
    const found = match('/es/prensa', { site: 'fair' });
    if (!found) throw new Error('no route');
    const page = {
      site: 'fair',
      profile: siteProfile('fair'),
      currentEdition: null,
      lang: 'es',
      match: found,
      params: {},
      url: new URL('http://x/es/prensa'),
      origins: { fair: '', shop: '' },
      titles: localeTitles(found.lang),
      client: {} as PageContext['client'],
      query: (async () => pressPageFixture()) as PageContext['query'],
    } satisfies PageContext;
    const { data } = await loadPressPage(page);
    expect(data.releases.map((i) => i.id)).toEqual(['3']);
    expect(data.kits.map((i) => i.id)).toEqual(['4']);
    expect(data.images.map((i) => i.id)).toEqual(['5']);
    expect(data.contacts.map((c) => c.name)).toEqual(['Lucía Ferrer Andrade']);
  });
});
