import type { MainMenuBlock, MainMenuEntry } from '@art/data';
import { buildMenu, hasPanel, menuLink, pickText } from './main-menu';

const ORIGINS = { fair: 'http://fair.test', shop: 'http://shop.test' };

function block(
  titleES: string,
  titleEN: string,
  items: Array<[string, string, string, number, string?]>,
): MainMenuBlock {
  return {
    titleES,
    titleEN,
    subtitleES: `${titleES} sub`,
    subtitleEN: `${titleEN} sub`,
    items: items.map(([es, en, url, order, image]) => ({
      titleES: es,
      titleEN: en,
      url,
      order,
      image: image ? { url: image } : null,
    })),
  };
}

function entry(
  id: number,
  position: number,
  es: string,
  en: string,
  url: string,
  blocks: Partial<MainMenuEntry> = {},
): MainMenuEntry {
  return {
    id,
    position,
    url,
    mainTitle: es,
    mainTitleES: es,
    mainTitleEN: en,
    blockWithImages: null,
    blockWithText1: null,
    blockWithText2: null,
    ...blocks,
  };
}

const MENU: MainMenuEntry[] = [
  entry(3, 3, 'Galerías', 'Galleries', '/es/galerias/am25'),
  entry(1, 1, 'La feria', 'The fair', '/es/quienes-somos', {
    blockWithImages: block('Actualidad', 'News', [
      ['Segunda', 'Second', '/es/post/segunda', 2, '/api/images/post/2/3.webp'],
      ['Primera', 'First', '/es/post/primera', 1, '/api/images/post/1/3.webp'],
    ]),
    blockWithText1: block('Visita', 'Visit', [
      ['Entradas', 'Tickets', '/es/tickets', 2],
      ['Información', 'Visitor information', '/es/informacion', 1],
    ]),
  }),
  entry(2, 2, 'Tienda', 'Shop', '/es/shop', {
    blockWithText2: block('Obras', 'Works', [['Pintura', 'Painting', '/es/shop/obras/pintura', 1]]),
  }),
];

describe('buildMenu', () => {
  it('sorts entries by position and block items by order, labelled in Spanish', () => {
    const menu = buildMenu(MENU, 'es', 'fair', ORIGINS);
    expect(menu.map((e) => e.label)).toEqual(['La feria', 'Tienda', 'Galerías']);
    expect(menu[0]?.imagesBlock?.links.map((l) => l.label)).toEqual(['Primera', 'Segunda']);
    expect(menu[0]?.imagesBlock?.links.map((l) => l.imageUrl)).toEqual([
      '/api/images/post/1/3.webp',
      '/api/images/post/2/3.webp',
    ]);
    expect(menu[0]?.textBlocks[0]).toMatchObject({ title: 'Visita', subtitle: 'Visita sub' });
    expect(menu[0]?.textBlocks[0]?.links.map((l) => [l.label, l.href])).toEqual([
      ['Información', '/es/informacion'],
      ['Entradas', '/es/tickets'],
    ]);
  });

  it('labels in English and moves the Spanish paths of the data to the English pages', () => {
    const menu = buildMenu(MENU, 'en', 'fair', ORIGINS);
    expect(menu.map((e) => [e.label, e.href])).toEqual([
      ['The fair', '/en/who-we-are'],
      ['Shop', 'http://shop.test/en/shop'],
      ['Galleries', '/en/galleries/am25'],
    ]);
    expect(menu[0]?.textBlocks[0]?.links.map((l) => l.label)).toEqual(['Visitor information', 'Tickets']);
    expect(menu[0]?.textBlocks[0]).toMatchObject({ title: 'Visit', subtitle: 'Visit sub' });
  });

  it('places each address on the site that serves it', () => {
    const fair = buildMenu(MENU, 'es', 'fair', ORIGINS);
    expect(fair[1]).toMatchObject({ href: 'http://shop.test/es/shop', kind: 'external' });
    expect(fair[1]?.textBlocks[0]?.links[0]).toMatchObject({
      href: 'http://shop.test/es/shop/obras/pintura',
      kind: 'external',
    });
    const shop = buildMenu(MENU, 'es', 'shop', ORIGINS);
    expect(shop[1]).toMatchObject({ href: '/es/shop', kind: 'internal' });
    expect(shop[0]).toMatchObject({ href: 'http://fair.test/es/quienes-somos', kind: 'external' });
  });

  it('keeps the API order for equal positions and orders', () => {
    const menu = buildMenu(
      [entry(9, 1, 'B', 'B', '/es/blog'), entry(4, 1, 'A', 'A', '/es/faq')],
      'es',
      'fair',
      ORIGINS,
    );
    expect(menu.map((e) => e.label)).toEqual(['B', 'A']);
  });

  it('falls back to the other language when a title is empty', () => {
    expect(pickText('en', 'Hola', '')).toBe('Hola');
    expect(pickText('es', '  ', 'Hello')).toBe('Hello');
    const menu = buildMenu([entry(1, 1, 'Blog', '', '/es/blog')], 'en', 'fair', ORIGINS);
    expect(menu[0]?.label).toBe('Blog');
  });

  it('drops hostile and broken data instead of rendering it', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostile = [
      entry(1, 1, 'Malo', 'Bad', 'javascript:alert(1)'),
      entry(2, 2, '', '', '/es/blog'),
      entry(3, 3, 'Obras', 'Works', '/es/obras', {
        blockWithImages: block('Imágenes', 'Images', [
          ['Con script', 'Script', 'javascript:alert(1)', 1],
          ['Imagen mala', 'Bad image', '/es/blog', 2, 'javascript:alert(1)'],
        ]),
        blockWithText1: { titleES: 'x', titleEN: 'x', subtitleES: '', subtitleEN: '', items: null as never },
      }),
      null as never,
      { id: 4 } as never,
    ];
    const menu = buildMenu(hostile, 'es', 'fair', ORIGINS);
    expect(menu.map((e) => e.label)).toEqual(['Obras']);
    expect(menu[0]?.imagesBlock?.links).toEqual([
      { label: 'Imagen mala', href: '/es/blog', kind: 'internal', imageUrl: null },
    ]);
    expect(menu[0]?.textBlocks).toEqual([]);
    expect(buildMenu(null, 'es', 'fair', ORIGINS)).toEqual([]);
    expect(buildMenu({} as never, 'es', 'fair', ORIGINS)).toEqual([]);
    errors.mockRestore();
  });

  it('says which entries open a panel', () => {
    const menu = buildMenu(MENU, 'es', 'fair', ORIGINS);
    expect(menu.map(hasPanel)).toEqual([true, true, false]);
  });
});

describe('menuLink', () => {
  it('keeps the query string when it moves a path to the other language, and https links as they are', () => {
    expect(menuLink('/es/obras?page=2', 'en', 'fair', ORIGINS)).toMatchObject({
      href: '/en/works?page=2',
      kind: 'internal',
    });
    expect(menuLink('https://example.org/x', 'es', 'fair', ORIGINS)).toEqual({
      href: 'https://example.org/x',
      kind: 'external',
    });
  });

  it('logs an unknown path and links it as it is (R-07)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(menuLink('/es/no-existe', 'es', 'fair', ORIGINS)).toEqual({ href: '/es/no-existe', kind: 'unknown' });
    expect(errors).toHaveBeenCalledWith('Page not found in router for route /es/no-existe');
    errors.mockRestore();
  });
});
