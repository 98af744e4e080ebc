/**
 * The page titles and descriptions: the route table's templates (`@art/routing`) filled with the texts of
 * `locales/{es,en}/titles.json` (and `common.json`'s sites' names) by i18next, as the site servers do.
 */
import { localeBundle, localeTitles } from '@art/i18n/testing';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  MAX_TITLE_VALUE_LENGTH,
  ROUTES,
  TITLE_FIELDS,
  fillTitle,
  type TitleTemplate,
} from '@art/routing';

const es = localeTitles('es');
const en = localeTitles('en');

/** The title texts of a language by key (`titles.home`), with `common`'s sites' names, error title and description. */
function titleTexts(lang: 'es' | 'en'): Record<string, string> {
  const texts: Record<string, string> = {};
  const add = (tree: unknown, prefix: string) => {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>))
      if (typeof value === 'string') texts[`${prefix}${key}`] = value;
      else add(value, `${prefix}${key}.`);
  };
  const titles = localeBundle(lang, 'titles');
  add(titles, '');
  const common = localeBundle(lang, 'common');
  add({ titles: common['titles'], descriptions: common['descriptions'] }, '');
  return texts;
}
const TITLE_TEXTS = { es: titleTexts('es'), en: titleTexts('en') };

function chain(template: TitleTemplate): TitleTemplate[] {
  return template.fallback ? [template, ...chain(template.fallback)] : [template];
}

const TEMPLATES = [
  DEFAULT_TITLE,
  DEFAULT_DESCRIPTION,
  ...ROUTES.flatMap((route) => [...chain(route.title), ...chain(route.description)]),
];

describe('title texts', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(TITLE_TEXTS.en).sort()).toEqual(Object.keys(TITLE_TEXTS.es).sort());
  });

  it('has a text in both languages for every key a template uses, and no unused key', () => {
    const used = new Set([
      ...TEMPLATES.map((template) => template.key),
      'titles.siteName.fair',
      'titles.siteName.shop',
      'titles.error',
    ]);
    for (const key of used) {
      expect({ key, es: typeof TITLE_TEXTS.es[key], en: typeof TITLE_TEXTS.en[key] }).toEqual({
        key,
        es: 'string',
        en: 'string',
      });
    }
    expect(Object.keys(TITLE_TEXTS.es).filter((key) => !used.has(key))).toEqual([]);
  });

  it('interpolates only the fields its templates give it', () => {
    for (const template of TEMPLATES) {
      const allowed = new Set<string>(['siteName', ...template.fields, ...(template.details ? ['details'] : [])]);
      for (const lang of ['es', 'en'] as const) {
        const text = TITLE_TEXTS[lang][template.key] ?? '';
        const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1] ?? '');
        expect({ key: template.key, lang, unknown: names.filter((name) => !allowed.has(name)) }).toEqual({
          key: template.key,
          lang,
          unknown: [],
        });
        // Every required field appears in the text, so its data is never silently dropped.
        for (const field of template.fields)
          expect({ key: template.key, lang, text: text.includes(`{{${field}}}`) }).toEqual({
            key: template.key,
            lang,
            text: true,
          });
      }
      for (const field of [...template.fields, ...(template.details ?? [])]) expect(TITLE_FIELDS).toContain(field);
    }
  });

  it('gives every route a title and a description in both languages without data', () => {
    for (const route of ROUTES) {
      for (const t of [es, en]) {
        const filled = fillTitle(route, {}, t);
        expect(filled.title).not.toMatch(/\{\{|titles\./);
        expect(filled.description).not.toMatch(/\{\{|descriptions\./);
        expect(filled.title.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('fillTitle', () => {
  const work = {
    artistFullName: 'Ana López',
    workTitle: 'Azul marino',
    year: 2021,
    technique: 'Óleo sobre lienzo',
    measures: '100 × 80 cm',
  };

  it('fills the work title and description in both languages', () => {
    expect(fillTitle('work', work, es)).toEqual({
      title: 'Ana López · Azul marino, 2021 | Feria de Arte Contemporáneo de Madrid',
      description:
        '«Azul marino», obra de Ana López, 2021, Óleo sobre lienzo, 100 × 80 cm. Consulta su precio y disponibilidad en la feria.',
    });
    expect(fillTitle('work', { ...work, technique: 'Oil on canvas' }, en)).toEqual({
      title: 'Ana López · Azul marino, 2021 | Madrid Contemporary Art Fair',
      description:
        '“Azul marino”, a work by Ana López, 2021, Oil on canvas, 100 × 80 cm. Ask for its price and availability at the fair.',
    });
  });

  it('reads well when the optional work details are missing', () => {
    expect(fillTitle('work', { artistFullName: 'Ana López', workTitle: 'Azul marino' }, es)).toEqual({
      title: 'Ana López · Azul marino | Feria de Arte Contemporáneo de Madrid',
      description: '«Azul marino», obra de Ana López. Consulta su precio y disponibilidad en la feria.',
    });
    expect(fillTitle('work', { ...work, year: null, technique: '  ' }, en).description).toBe(
      '“Azul marino”, a work by Ana López, 100 × 80 cm. Ask for its price and availability at the fair.',
    );
  });

  it('fills the shop work, with the show when the work is seen inside one', () => {
    expect(fillTitle('shop-work', work, es).title).toBe('Ana López · Azul marino, 2021 | Market');
    expect(fillTitle('shop-work', { ...work, expositionTitle: 'Primavera' }, en)).toEqual({
      title: 'Ana López · Azul marino, 2021 · Primavera | Market',
      description:
        'Buy “Azul marino”, a work by Ana López, 2021, Óleo sobre lienzo, 100 × 80 cm, from the show “Primavera”, online.',
    });
  });

  it('fills the artist, with the city in the description when known', () => {
    expect(fillTitle('artist', { artistFullName: 'Ana López', artistCity: 'Madrid' }, es)).toEqual({
      title: 'Ana López · Artista | Feria de Arte Contemporáneo de Madrid',
      description: 'Obras de Ana López (Madrid) en la feria de arte contemporáneo de Madrid.',
    });
    expect(fillTitle('artist', { artistFullName: 'Ana López' }, en)).toEqual({
      title: 'Ana López · Artist | Madrid Contemporary Art Fair',
      description: 'Works by Ana López at the Madrid contemporary art fair.',
    });
    expect(fillTitle('shop-artist', { artistFullName: 'Ana López' }, en).title).toBe(
      'Ana López · Works for sale | Market',
    );
  });

  it('fills the gallery with its commercial name and address', () => {
    const gallery = { galleryName: 'Galería Norte', galleryAddress: 'Calle Mayor 1, 28013 Madrid' };
    expect(fillTitle('gallery', gallery, es)).toEqual({
      title: 'Galería Norte · Galería | Feria de Arte Contemporáneo de Madrid',
      description: 'Galería Norte, Calle Mayor 1, 28013 Madrid. Artistas y obras de la galería en la feria.',
    });
    expect(fillTitle('gallery', { galleryName: 'Galería Norte' }, en)).toEqual({
      title: 'Galería Norte · Gallery | Madrid Contemporary Art Fair',
      description: "Galería Norte: the gallery's artists and works at the Madrid contemporary art fair.",
    });
    expect(fillTitle('shop-gallery-contact', gallery, en).title).toBe('Contact Galería Norte | Market');
  });

  it('fills the show with its title and information', () => {
    expect(
      fillTitle(
        'show',
        { expositionTitle: 'Primavera', expositionInfo: '<p>Obras sobre papel de <b>diez</b> artistas.</p>' },
        es,
      ),
    ).toEqual({
      title: 'Primavera · Exposición | Market',
      description: 'Primavera: Obras sobre papel de diez artistas.',
    });
    expect(fillTitle('show', { expositionTitle: 'Spring' }, en)).toEqual({
      title: 'Spring · Show | Market',
      description: '“Spring”, an online show with works for sale.',
    });
  });

  it('fills the post with its title, and its summary as description', () => {
    expect(fillTitle('post', { articleTitle: 'Quiénes somos', articleSummary: 'La feria, desde 2005.' }, es)).toEqual({
      title: 'Quiénes somos · Blog | Feria de Arte Contemporáneo de Madrid',
      description: 'La feria, desde 2005.',
    });
    expect(fillTitle('post', { articleTitle: 'Who we are' }, en)).toEqual({
      title: 'Who we are · Blog | Madrid Contemporary Art Fair',
      description: 'Who we are, on the blog of the Madrid contemporary art fair.',
    });
  });

  it('fills the activity with its title and category', () => {
    expect(fillTitle('activity', { activityTitle: 'Visita guiada', activityCategory: 'Agenda' }, es)).toEqual({
      title: 'Visita guiada · Agenda | Feria de Arte Contemporáneo de Madrid',
      description: 'Agenda: Visita guiada, actividad de la feria de arte contemporáneo de Madrid.',
    });
    expect(fillTitle('activity', { activityTitle: 'Guided tour' }, en)).toEqual({
      title: 'Guided tour · Activities | Madrid Contemporary Art Fair',
      description: 'Guided tour: an activity of the Madrid contemporary art fair.',
    });
  });

  it('falls back to the default public title when the data is missing', () => {
    const fairDefault = {
      title: 'Feria de Arte Contemporáneo de Madrid · Galerías, artistas y obras de arte contemporáneo',
      description:
        'Feria de Arte Contemporáneo de Madrid: galerías, artistas y obras de pintura, fotografía, escultura y papel. Descubre arte contemporáneo en Madrid y cómpralo online.',
    };
    expect(fillTitle('work', {}, es)).toEqual(fairDefault);
    expect(fillTitle('work', null, es)).toEqual(fairDefault);
    expect(fillTitle('work', { artistFullName: 'Ana López', workTitle: '' }, es)).toEqual(fairDefault);
    expect(fillTitle('gallery', { galleryName: '<b></b>' }, es)).toEqual(fairDefault);
    expect(fillTitle('show', undefined, en).title).toBe('Market · Contemporary art galleries, artists and works');
    expect(fillTitle('trends', { trendName: null }, en).title).toBe(
      'Market · Contemporary art galleries, artists and works',
    );
  });

  it('names the site rendering a route of both sites', () => {
    expect(fillTitle('login', {}, en).title).toBe('Log in | Madrid Contemporary Art Fair');
    expect(fillTitle('login', {}, en, { site: 'shop' }).title).toBe('Log in | Market');
    expect(fillTitle('user-collection', { collectionTitle: 'Favoritas' }, es, { site: 'shop' }).title).toBe(
      'Favoritas · Colección | Market',
    );
  });

  it('fills static titles, and the galleries of an edition', () => {
    expect(fillTitle('works-painting', {}, es).title).toBe('Pintura · Obras | Feria de Arte Contemporáneo de Madrid');
    expect(fillTitle('galleries', { catalogPrefix: 'AM25' }, en).title).toBe(
      'Galleries AM25 | Madrid Contemporary Art Fair',
    );
    expect(fillTitle('galleries', {}, en).title).toBe('Galleries | Madrid Contemporary Art Fair');
    expect(fillTitle('legal-notice-alt', {}, en).title).toBe('Legal notice | Madrid Contemporary Art Fair');
  });

  it('keeps hostile or oversized values as short plain text', () => {
    const filled = fillTitle(
      'post',
      { articleTitle: '<script>alert(1)</script>Noticias', articleSummary: 'palabra '.repeat(100) },
      es,
    );
    expect(filled.title).toBe('alert(1) Noticias · Blog | Feria de Arte Contemporáneo de Madrid');
    expect(filled.description.length).toBeLessThanOrEqual(MAX_TITLE_VALUE_LENGTH);
    expect(filled.description.endsWith('palabra…')).toBe(true);
  });

  it('calls the translation function with string values only, so the translator can fill them', () => {
    const calls: [string, Record<string, string> | undefined][] = [];
    fillTitle('work', work, (key, values) => {
      calls.push([key, values]);
      return key;
    });
    expect(calls).toEqual([
      ['titles.siteName.fair', undefined],
      [
        'titles.work',
        { siteName: 'titles.siteName.fair', artistFullName: 'Ana López', workTitle: 'Azul marino', details: ', 2021' },
      ],
      [
        'descriptions.work',
        {
          siteName: 'titles.siteName.fair',
          artistFullName: 'Ana López',
          workTitle: 'Azul marino',
          details: ', 2021, Óleo sobre lienzo, 100 × 80 cm',
        },
      ],
    ]);
  });
});
