import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { activities, articles, artists, catalogs, expositions, galleries, galleryParticipations, works } from '@art/db';
import type { Language } from '@art/model';
import { testBackends, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

// Issue 18, "What a visitor sees": what the API gives in the request's language (cities, a team's byline, the
// slugs and addresses of activities and shows), the works a browser kept by id, no price in a price-on-request
// state, and the organisers alone answering about a work in "Consulta Market".

describe.each(testBackends('any'))('what a visitor sees, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  const query = async <T>(text: string, lang: Language = 'es', variables: Record<string, unknown> = {}) => {
    const body = await api.graphql<T>(text, variables, { lang });
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  };

  it('finds artists and galleries by their city’s English name, as by its Spanish one, in both searches', async () => {
    const db = api.database.db;
    // One artist with works and one gallery of the current edition in each city whose English name is not its
    // Spanish one without accents ('Naples' is not 'Napoles'); 'Turin' and 'Manchester' are found either way.
    const cities = [
      ['Turín', 'Turin'],
      ['Nápoles', 'Naples'],
      ['Mánchester', 'Manchester'],
      ['Abuya', 'Abuja'],
      ['Copenhague', 'Copenhagen'],
    ] as const;
    const [current] = await db.select().from(catalogs).where(eq(catalogs.isCurrent, true));
    const shown = await db
      .selectDistinct({ id: galleries.id, name: galleries.comercialName })
      .from(galleries)
      .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
      .where(eq(galleryParticipations.catalogPrefix, current!.prefix))
      .orderBy(galleries.id)
      .limit(cities.length);
    const painters = await db
      .selectDistinct({ id: artists.id, name: artists.fullName })
      .from(artists)
      .innerJoin(works, eq(works.artistId, artists.id))
      .where(and(eq(works.workState, 'Disponible'), sql`${current!.prefix} = any(${works.catalogs})`))
      .orderBy(artists.id)
      .limit(cities.length);
    expect(shown).toHaveLength(cities.length);
    expect(painters).toHaveLength(cities.length);
    for (const [i, [city, cityEn]] of cities.entries()) {
      await db.update(galleries).set({ city, cityEn }).where(eq(galleries.id, shown[i]!.id));
      await db.update(artists).set({ city, cityEn }).where(eq(artists.id, painters[i]!.id));
    }

    type Found = { text: string; kind: string };
    const header = (text: string, lang: Language) =>
      query<{ search: Found[] }>('query ($t: String!) { search(textSearch: $t, limit: 9) { text kind } }', lang, {
        t: text,
      });
    const page = (text: string, kind: string, lang: Language) =>
      query<{ searchPage: { nodes: Found[] } }>(
        'query ($t: String!, $k: String) { searchPage(textSearch: $t, kind: $k, first: 100) { nodes { text kind } } }',
        lang,
        { t: text, k: kind },
      );
    const names = (found: Found[], kind: string) => found.filter((f) => f.kind === kind).map((f) => f.text);
    for (const [i, [city, cityEn]] of cities.entries()) {
      for (const lang of ['en', 'es'] as const) {
        for (const text of [cityEn, city]) {
          expect(names((await page(text, 'gallery', lang)).searchPage.nodes, 'gallery')).toContain(shown[i]!.name);
          expect(names((await page(text, 'artist', lang)).searchPage.nodes, 'artist')).toContain(painters[i]!.name);
        }
      }
      const inHeader = (await header(cityEn, 'en')).search;
      expect(names(inHeader, 'gallery')).toContain(shown[i]!.name);
      expect(names(inHeader, 'artist')).toContain(painters[i]!.name);
    }
  });

  it('gives the works a browser kept by id in the language asked, in their order, each once', async () => {
    const db = api.database.db;
    const seen = await db
      .select()
      .from(works)
      .where(inArray(works.workState, ['Disponible', 'Vendida']))
      .limit(3);
    const [hidden] = await db.select().from(works).where(eq(works.workState, 'Desactivada')).limit(1);
    const ids = [seen[2]!.id, seen[0]!.id, seen[2]!.id, hidden!.id, 999999, seen[1]!.id].map(String);
    type Answer = { worksByIds: { id: string; title: string; url: string }[] };
    const WORKS = 'query ($ids: [ID!]!) { worksByIds(ids: $ids) { id title url } }';
    const en = await query<Answer>(WORKS, 'en', { ids: [...ids, 'x1', '-3'] });
    expect(en.worksByIds.map((w) => w.id)).toEqual([seen[2], seen[0], seen[1]].map((w) => String(w!.id)));
    expect(en.worksByIds.map((w) => w.title)).toEqual([seen[2], seen[0], seen[1]].map((w) => w!.titleEn));
    for (const w of en.worksByIds) expect(new URL(w.url).pathname).toMatch(/^\/en\/(shop\/)?work\//);
    const es = await query<Answer>(WORKS, 'es', { ids });
    expect(es.worksByIds.map((w) => w.title)).toEqual([seen[2], seen[0], seen[1]].map((w) => w!.titleEs));
    for (const w of es.worksByIds) expect(new URL(w.url).pathname).toMatch(/^\/es\/(shop\/)?obra\//);
    // Too many ids: the first 20 are read.
    const many = await query<Answer>(WORKS, 'es', { ids: [...Array.from({ length: 20 }, () => '999999'), ids[0]] });
    expect(many.worksByIds).toEqual([]);
  });

  it('links a kept work on the site of the catalogue asked for when the work is in it', async () => {
    const [both] = await api.database.db
      .select()
      .from(works)
      .where(eq(works.workState, 'Disponible'))
      .orderBy(asc(works.id));
    const inBoth = (await api.database.db.select().from(works).orderBy(asc(works.id))).find(
      (w) => w.catalogs.includes('AM25') && w.catalogs.includes('MARKET') && w.workState !== 'Desactivada',
    );
    expect(both).toBeTruthy();
    const answer = (prefix: string) =>
      query<{ worksByIds: { url: string }[] }>(
        'query ($ids: [ID!]!, $p: String) { worksByIds(ids: $ids, catalogPrefix: $p) { url } }',
        'en',
        { ids: [String(inBoth!.id)], p: prefix },
      );
    expect(new URL((await answer('MARKET')).worksByIds[0]!.url).pathname).toMatch(/^\/en\/shop\/work\//);
    expect(new URL((await answer('AM25')).worksByIds[0]!.url).pathname).toMatch(/^\/en\/work\//);
  });

  it('shows no price for a work in a price-on-request state, and the price of an available one', async () => {
    const rows = await api.database.db.select().from(works).orderBy(asc(works.id));
    type Answer = { getWork: { price: number | null; priceWithoutTaxes: number | null } };
    const priceOf = (slug: string) =>
      query<Answer>('query ($s: String!) { getWork(slug: $s) { price priceWithoutTaxes } }', 'es', { s: slug });
    for (const state of ['Disponible (PRESUPUESTOS)', 'Consulta Market', 'Consulta Galería']) {
      const work = rows.find((w) => w.workState === state && w.priceCents !== null);
      expect(work).toBeTruthy();
      expect((await priceOf(work!.slug)).getWork).toEqual({ price: null, priceWithoutTaxes: null });
    }
    const available = rows.find((w) => w.workState === 'Disponible' && w.priceCents !== null);
    expect((await priceOf(available!.slug)).getWork.price).toBe(available!.priceCents! / 100);
  });

  it('names cities in the language asked', async () => {
    const db = api.database.db;
    const [artist] = (await db.select().from(artists).orderBy(asc(artists.id))).filter((a) => a.cityEn !== '');
    const [gallery] = (await db.select().from(galleries).orderBy(asc(galleries.id))).filter((g) => g.cityEn !== '');
    expect(artist && gallery).toBeTruthy();
    type Answer = { getArtist: { city: string }; getGallery: { address: { city: string } } };
    const ask = (lang: Language) =>
      query<Answer>(
        'query ($a: String!, $g: String!) { getArtist(slug: $a) { city } getGallery(slug: $g) { address { city } } }',
        lang,
        { a: artist!.slug, g: gallery!.slug },
      );
    expect(await ask('en')).toEqual({
      getArtist: { city: artist!.cityEn },
      getGallery: { address: { city: gallery!.cityEn } },
    });
    expect(await ask('es')).toEqual({
      getArtist: { city: artist!.city },
      getGallery: { address: { city: gallery!.city } },
    });
  });

  it('signs a post of the fair’s team with the team’s name in the language asked; a person’s name stays', async () => {
    const rows = await api.database.db.select().from(articles).orderBy(asc(articles.id));
    const team = rows.find((a) => a.author === 'Equipo de la feria');
    const person = rows.find((a) => a.author && a.authorEn === null);
    type Answer = { getArticle: { author: string | null } };
    const ask = (slug: string, lang: Language) =>
      query<Answer>('query ($s: String!) { getArticle(slug: $s) { author } }', lang, { s: slug });
    expect((await ask(team!.slugEn, 'en')).getArticle.author).toBe('Fair team');
    expect((await ask(team!.slugEs, 'es')).getArticle.author).toBe('Equipo de la feria');
    expect((await ask(person!.slugEn, 'en')).getArticle.author).toBe(person!.author);
  });

  it('gives activities their slug and address in the language asked, and finds them by either slug', async () => {
    const [row] = await api.database.db
      .select()
      .from(activities)
      .where(eq(activities.slug, 'coleccionar-por-primera-vez'));
    expect(row?.slugEn).toBe('collecting-for-the-first-time');
    type Answer = { getActivity: { slug: string; slugES: string; slugEN: string; url: string } | null };
    const ask = (slug: string, lang: Language) =>
      query<Answer>('query ($s: String!) { getActivity(slug: $s) { slug slugES slugEN url } }', lang, { s: slug });
    for (const slug of [row!.slug, row!.slugEn]) {
      const en = (await ask(slug, 'en')).getActivity;
      expect(en).toMatchObject({ slug: row!.slugEn, slugES: row!.slug, slugEN: row!.slugEn });
      expect(new URL(en!.url).pathname).toBe(`/en/activity/${row!.slugEn}`);
      const es = (await ask(slug, 'es')).getActivity;
      expect(es?.slug).toBe(row!.slug);
      expect(new URL(es!.url).pathname).toBe(`/es/actividad/${row!.slug}`);
    }
    const list = await query<{ activities: { nodes: { url: string }[] } }>(
      '{ activities(first: 50) { nodes { url } } }',
      'en',
    );
    const spanish = new Set((await api.database.db.select().from(activities)).map((a) => a.slug));
    for (const { url } of list.activities.nodes) expect(spanish.has(url.split('/').pop() ?? '')).toBe(false);
  });

  it('gives shows their slug and address in the language asked, finds them and their works by either slug', async () => {
    const [row] = await api.database.db.select().from(expositions).where(eq(expositions.slug, 'blanco-y-negro'));
    expect(row?.slugEn).toBe('black-and-white');
    type Answer = {
      getExposition: { slug: string; slugES: string; slugEN: string; url: string; works: { url: string }[] } | null;
    };
    const ask = (slug: string, lang: Language) =>
      query<Answer>(
        'query ($s: String!) { getExposition(slug: $s) { slug slugES slugEN url works(first: 1) { url } } }',
        lang,
        { s: slug },
      );
    for (const slug of [row!.slug, row!.slugEn]) {
      const en = (await ask(slug, 'en')).getExposition;
      expect(en).toMatchObject({ slug: 'black-and-white', slugES: 'blanco-y-negro', slugEN: 'black-and-white' });
      expect(new URL(en!.url).pathname).toBe('/en/shop/show/black-and-white');
      expect(new URL(en!.works[0]!.url).pathname).toMatch(/^\/en\/shop\/work\/[^/]+\/[^/]+\/black-and-white$/);
      const es = (await ask(slug, 'es')).getExposition;
      expect(new URL(es!.url).pathname).toBe('/es/shop/exposicion/blanco-y-negro');
      expect(new URL(es!.works[0]!.url).pathname).toMatch(/^\/es\/shop\/obra\/[^/]+\/[^/]+\/blanco-y-negro$/);
    }
    type Count = { works: { totalCount: number } };
    const count = (slug: string) =>
      query<Count>('query ($s: String!) { works(filter: { expositionSlug: $s }) { totalCount } }', 'en', { s: slug });
    const bySpanish = (await count('blanco-y-negro')).works.totalCount;
    expect(bySpanish).toBeGreaterThan(0);
    expect((await count('black-and-white')).works.totalCount).toBe(bySpanish);
  });

  it('sends an inquiry about a work in "Consulta Market" to the organisers alone, one in "Consulta Galería" to its gallery too', async () => {
    const db = api.database.db;
    const subject = async (state: string) => {
      const [row] = await db
        .select({ slug: works.slug, artistSlug: artists.slug, email: galleries.email })
        .from(works)
        .innerJoin(artists, eq(works.artistId, artists.id))
        .innerJoin(galleries, eq(works.galleryId, galleries.id))
        .where(eq(works.workState, state))
        .orderBy(asc(works.id))
        .limit(1);
      if (!row?.email) throw new Error(`no ${state} work with a gallery's e-mail address`);
      return row;
    };
    const ask = async (work: { slug: string; artistSlug: string }, fromEmail: string) => {
      const body = await api.graphql<{ workInquiry: { ok: boolean } }>(
        `mutation ($w: String!, $a: String!, $e: String!) {
          workInquiry(workSlug: $w, artistSlug: $a, fromName: "Ana López", fromEmail: $e, message: "¿Precio?") { ok }
        }`,
        { w: work.slug, a: work.artistSlug, e: fromEmail },
        { lang: 'es', headers: { 'x-forwarded-for': '198.51.100.201' } },
      );
      expect(body.data?.workInquiry.ok).toBe(true);
      // The team's message is the one the visitor replies to.
      return (await api.outbox()).filter((m) => (m.headers['reply-to'] ?? '').includes(fromEmail));
    };
    const recipients = (mails: { headers: Record<string, string> }[]) =>
      mails.map((m) => m.headers['to'] ?? '').join(' ');
    const market = await subject('Consulta Market');
    const toMarket = recipients(await ask(market, 'market.visitor@example.com'));
    expect(toMarket).toContain(api.config.organisersEmail);
    expect(toMarket).not.toContain(market.email);

    const gallery = await subject('Consulta Galería');
    const toGallery = recipients(await ask(gallery, 'gallery.visitor@example.com'));
    expect(toGallery).toContain(gallery.email);
    expect(toGallery).toContain(api.config.organisersEmail);
  });
});
