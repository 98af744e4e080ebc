/**
 * The site's own content: the activities of the current edition, the posts (written from the catalogue, the shows
 * and the activities), sponsors, press contacts, FAQ, static pages, banners and the press room's items, with their
 * covers and logos.
 */
import type * as schema from '@art/db';
import { NEWS_CATEGORIES, MARKET_CATALOG_PREFIX, slugify } from '@art/model';
import { hashSeed, logoSvg } from './art';
import type { Catalogue } from './catalogue';
import { FAQS, FAIR, STATIC_PAGES } from './content/pages';
import { TEAM_AUTHORS_EN } from './content/people';
import { POST_WRITERS, type PostContext, type PostSource } from './content/posts';
import { ACTIVITIES, PRESS, PRESS_CONTACTS, SPONSORS } from './content/programme';
import { pressFileUrl } from './press-files';
import type { Shows } from './shows';
import { DAY, MINUTE, cover, deck, must, rng, type ImageJob, type Insert, type WithPictures } from './shared';

/** The site's content that is the same in every size. */
export interface SiteContentData {
  sponsors: Insert<typeof schema.sponsors>[];
  /** The press office's contacts. */
  pressContacts: Insert<typeof schema.pressContacts>[];
  faqs: Insert<typeof schema.faqs>[];
  staticPages: Insert<typeof schema.staticPages>[];
  banners: Insert<typeof schema.banners>[];
}

/** The first `count` activities of the programme, in the current edition, each with its cover. */
export function buildActivities(count: number): WithPictures<{ activities: Insert<typeof schema.activities>[] }> {
  const jobs: ImageJob[] = [];
  const activities: Insert<typeof schema.activities>[] = ACTIVITIES.slice(0, count).map((a, i) => {
    const startsAt = new Date(`${a.starts}:00+01:00`);
    return {
      id: i + 1,
      slug: a.slug,
      slugEn: a.slugEn,
      categoryEs: a.categoryEs,
      categoryEn: a.categoryEn,
      titleEs: a.titleEs,
      titleEn: a.titleEn,
      shortContentEs: a.shortEs,
      shortContentEn: a.shortEn,
      contentEs: a.bodyEs.join('\n\n'),
      contentEn: a.bodyEn.join('\n\n'),
      placeEs: a.placeEs,
      placeEn: a.placeEn,
      startsAt,
      endsAt: new Date(startsAt.getTime() + a.minutes * MINUTE),
      catalogPrefix: 'AM25',
      image: cover(`activity/${a.slug}`, `activity:${a.slug}`, jobs),
    };
  });
  return { activities, imageJobs: jobs };
}

/** What the posts are written from: the catalogue, the shows and the activities built before them. */
export interface PostSources {
  catalogue: Pick<Catalogue, 'galleries' | 'artists' | 'works' | 'workInfo' | 'artistInfo'>;
  shows: Pick<Shows, 'expositions' | 'showArtists'>;
  activities: readonly Insert<typeof schema.activities>[];
}

/**
 * The posts: `rounds` of one post per news category (as far as each category has writers), dated over the months
 * around the fair, each with its cover.
 */
export function buildArticles(
  rounds: number,
  sources: PostSources,
): WithPictures<{ articles: Insert<typeof schema.articles>[] }> {
  const { galleries, artists, works, workInfo, artistInfo } = sources.catalogue;
  const { expositions, showArtists } = sources.shows;
  const { activities } = sources;
  const jobs: ImageJob[] = [];
  const namesBy = (d: number) => {
    const seen = new Set<number>();
    workInfo.forEach((w) => {
      if (w.discipline === d) seen.add(w.artistIndex);
    });
    return [...seen].slice(0, 6).map((i) => must(artistInfo[i], 'artist').fullName);
  };
  const context: PostContext = {
    galleries: galleries.length,
    countries: new Set(galleries.map((g) => g.countryCode)).size,
    artists: artists.length,
    works: works.length,
    marketWorks: works.filter((w) => (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX)).length,
    galleryNames: galleries.map((g) => g.comercialName),
    artistsByDiscipline: [0, 1, 2, 3].map(namesBy),
    shows: expositions.map((e, i) => ({ es: e.titleEs, en: e.titleEn, artists: showArtists[i] ?? [] })),
    activities: activities.map((a) => ({ es: a.titleEs, en: a.titleEn })),
    worksUnder500: works.filter((w) => w.priceCents != null && w.priceCents < 50_000).length,
  };
  const posts: PostSource[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { key } of NEWS_CATEGORIES) {
      const writer = POST_WRITERS[key][round];
      if (writer) posts.push(writer(context));
    }
  }
  const postOrder = deck(
    rng('post-order', posts.length),
    posts.map((_, i) => [i, 1] as const),
    posts.length,
  );
  const articles: Insert<typeof schema.articles>[] = posts.map((p, i) => {
    // "Who we are" is the oldest post; the others spread over the months around the fair, each on its own day.
    const rank = p.slugEs === 'quienes-somos' ? posts.length : postOrder.indexOf(i);
    const publishedAt = new Date(Date.UTC(2025, 2, 20, 9, 30) - rank * 4 * DAY - (i % 5) * 37 * MINUTE);
    return {
      id: i + 1,
      slugEs: p.slugEs,
      slugEn: p.slugEn,
      category: p.category,
      titleEs: p.titleEs,
      titleEn: p.titleEn,
      shortContentEs: p.shortEs,
      shortContentEn: p.shortEn,
      contentEs: p.bodyEs.join('\n\n'),
      contentEn: p.bodyEn.join('\n\n'),
      author: p.author,
      authorEn: TEAM_AUTHORS_EN[p.author] ?? null,
      publishedAt,
      image: cover(`post/${p.slugEs}`, `post:${p.slugEs}`, jobs),
    };
  });
  return { articles, imageJobs: jobs };
}

/** The same in every size: sponsors with their logos, press contacts, FAQ, static pages and the banners' covers. */
export function buildSiteContent(): WithPictures<SiteContentData> {
  const jobs: ImageJob[] = [];
  const sponsors: Insert<typeof schema.sponsors>[] = SPONSORS.map((s, i) => {
    const key = `sponsor/${slugify(s.name)}`;
    jobs.push({
      key,
      width: 800,
      height: 400,
      svg: () => logoSvg({ name: s.name, seed: hashSeed(`sponsor:${s.name}`) }),
    });
    return {
      id: i + 1,
      name: s.name,
      level: s.level,
      url: s.url,
      position: i + 1,
      logo: { key, width: 800, height: 400 },
    };
  });
  const pressContacts: Insert<typeof schema.pressContacts>[] = PRESS_CONTACTS.map((c, i) => ({
    id: i + 1,
    ...c,
    position: i + 1,
  }));
  const faqs: Insert<typeof schema.faqs>[] = FAQS.map((f, i) => ({
    id: i + 1,
    site: f.site,
    position: FAQS.slice(0, i).filter((o) => o.site === f.site).length + 1,
    questionEs: f.questionEs,
    questionEn: f.questionEn,
    answerEs: f.answerEs,
    answerEn: f.answerEn,
  }));
  const staticPages: Insert<typeof schema.staticPages>[] = STATIC_PAGES.map((p, i) => ({
    id: i + 1,
    slugEs: p.slugEs,
    slugEn: p.slugEn,
    isLegal: p.isLegal,
    titleEs: p.titleEs,
    titleEn: p.titleEn,
    contentEs: p.contentEs,
    contentEn: p.contentEn,
    updatedAt: new Date(Date.UTC(2025, 0, 15, 10, 0)),
  }));
  const banners: Insert<typeof schema.banners>[] = [
    {
      id: 1,
      titleEs: '20ª edición · 5–9 de marzo de 2025',
      titleEn: '20th edition · 5–9 March 2025',
      textEs: `${FAIR.venueEs}. Compra tu entrada y consulta el programa de actividades.`,
      textEn: `${FAIR.venueEn}. Buy your ticket and see the activities programme.`,
      linkUrl: '/es/tickets',
      image: cover('banner/vigesima-edicion', 'banner:1', jobs),
      published: true,
      activeFrom: new Date(Date.UTC(2025, 0, 1)),
      activeTo: new Date(Date.UTC(2025, 2, 9, 22, 59)),
    },
    {
      id: 2,
      titleEs: 'Tu primera obra, un 10 % más cerca',
      titleEn: 'Your first work, 10% closer',
      textEs: 'Código BIENVENIDA10 en tu primera compra de la tienda online.',
      textEn: 'Code BIENVENIDA10 on your first purchase in the online shop.',
      linkUrl: '/es/shop/obras',
      image: cover('banner/bienvenida', 'banner:2', jobs),
      published: true,
      activeFrom: new Date(Date.UTC(2025, 0, 1)),
      activeTo: new Date(Date.UTC(2027, 11, 31, 22, 59)),
    },
  ];
  return { sponsors, pressContacts, faqs, staticPages, banners, imageJobs: jobs };
}

/**
 * The press room's items: releases and kits link to the PDFs the seed writes and show a cover of their own; press
 * images show a work of the catalogue or the first photograph of the fair.
 */
export function buildPressItems(
  works: readonly Insert<typeof schema.works>[],
  fairPhotos: readonly Insert<typeof schema.fairPhotos>[],
): WithPictures<{ pressItems: Insert<typeof schema.pressItems>[] }> {
  const jobs: ImageJob[] = [];
  const pressItems: Insert<typeof schema.pressItems>[] = PRESS.map((p, i) => ({
    id: i + 1,
    kind: p.kind,
    titleEs: p.titleEs,
    titleEn: p.titleEn,
    summaryEs: p.summaryEs,
    summaryEn: p.summaryEn,
    publishedOn: p.publishedOn,
    // Releases and kits are PDFs the seed writes (`press-files.ts`); images are downloaded as their picture.
    fileUrl: pressFileUrl(p),
    // Press images show a work of the fair or a photograph of it; releases and kits a cover of their own.
    image:
      p.kind === 'image'
        ? p.picture === 'fair-photo'
          ? (fairPhotos[0]?.image ?? null)
          : (works[(i * 7) % works.length]?.images?.[0] ?? null)
        : cover(`press/${slugify(p.titleEs)}`, `press:${p.titleEs}`, jobs),
  }));
  return { pressItems, imageJobs: jobs };
}
