/**
 * The catalogue of the seed: the editions and the shop (catalogues), the galleries and where they take part, the
 * artists (`artists.ts`), the trend tags and the works (`works.ts`), with the pictures they show. Each entity draws
 * from its own seeded stream, so the first galleries, artists and works of `demo` are those of `test`, and the first
 * works of `bench` are those of `demo`.
 */
import type * as schema from '@art/db';
import { MARKET_CATALOG_PREFIX, slugify } from '@art/model';
import { hashSeed, logoSvg, portraitSvg } from './art';
import { buildArtists, type ArtistInfo } from './artists';
import { galleryDescription } from './content/biographies';
import { GALLERIES } from './content/galleries';
import { FAIR } from './content/pages';
import { cityEnOrBlank } from './content/people';
import { TAGS } from './content/tags';
import { CURRENT_EDITION, must, rng, uniqueSlugs, type ImageJob, type Insert } from './shared';
import { buildWorks, coverStatesInCatalogues, type WorkInfo } from './works';

/** How big the catalogue is. */
export interface CatalogueSize {
  galleries: number;
  /** Artists and works of the demo-sized batch, which has pictures of its own. */
  artists: number;
  works: number;
  /** Works in all: in `bench`, those beyond the batch reuse its pictures, and more artists share them. */
  totalWorks: number;
  bench: boolean;
}

/** The catalogue's rows (the catalogues themselves are `CATALOGS`, the same in every size). */
export interface CatalogueData {
  galleries: Insert<typeof schema.galleries>[];
  galleryParticipations: Insert<typeof schema.galleryParticipations>[];
  artists: Insert<typeof schema.artists>[];
  trendTags: Insert<typeof schema.trendTags>[];
  works: Insert<typeof schema.works>[];
}

/** The catalogue's rows, what later steps read about its artists and works, and the pictures to draw. */
export interface Catalogue extends CatalogueData {
  /** One per artist row, in the same order. */
  artistInfo: ArtistInfo[];
  /** One per work row, in the same order. */
  workInfo: WorkInfo[];
  imageJobs: ImageJob[];
  /** `[work, source]`: a bench work showing the images of a demo work. */
  reusedImages: [number, number][];
}

/** Bench artists: one per this many works (a real catalogue of 100,000 works has thousands of artists). */
const WORKS_PER_BENCH_ARTIST = 25;

/** A past or the current edition of the fair, at its usual venue. */
const fairEdition = (
  prefix: string,
  edition: number,
  year: number,
  [startsOn, endsOn]: [string, string],
  isCurrent = false,
): Insert<typeof schema.catalogs> => ({
  prefix,
  edition,
  year,
  nameEs: `${FAIR.nameEs} ${year}`,
  nameEn: `${FAIR.nameEn} ${year}`,
  startsOn,
  endsOn,
  venueEs: FAIR.venueEs,
  venueEn: FAIR.venueEn,
  isCurrent,
  isMarket: false,
});

/** The fair's editions and the online shop, as catalogues. */
export const CATALOGS: Insert<typeof schema.catalogs>[] = [
  fairEdition(CURRENT_EDITION, 20, 2025, ['2025-03-05', '2025-03-09'], true),
  fairEdition('AM21', 16, 2021, ['2021-07-08', '2021-07-11']),
  fairEdition('AM20', 15, 2020, ['2020-02-26', '2020-03-01']),
  fairEdition('AM18', 13, 2018, ['2018-02-21', '2018-02-25']),
  {
    prefix: MARKET_CATALOG_PREFIX,
    edition: null,
    year: 2025,
    nameEs: 'Tienda online',
    nameEn: 'Online shop',
    startsOn: null,
    endsOn: null,
    venueEs: null,
    venueEn: null,
    isCurrent: false,
    isMarket: true,
  },
];

/** Catalogues a gallery takes part in, as a set of prefixes. */
function participationsOf(index: number): Set<string> {
  const random = rng('participation', index);
  const set = new Set<string>();
  // One gallery in nine skipped this edition and only sells in the shop (or only showed in the past).
  if (index % 9 !== 8) set.add('AM25');
  if (index % 10 < 7 || !set.has('AM25')) set.add(MARKET_CATALOG_PREFIX);
  if (random.chance(0.45)) set.add('AM21');
  if (random.chance(0.3)) set.add('AM20');
  if (random.chance(0.35)) set.add('AM18');
  return set;
}

/** The rows of stands of the fair's hall, and how many stands each row has (A1 … C40). */
const STAND_ROWS = ['A', 'B', 'C'] as const;
const STANDS_PER_ROW = 40;

/**
 * The stand of a gallery at an edition: the one drawn, or when another gallery has it there, the next free one (B40 is
 * followed by C1, C40 by A1), so no two galleries of an edition share a stand. `taken` holds the edition's stands so
 * far and gets this one.
 * @example standAt('B', 4, new Set(['B4', 'B5'])) // 'B6'
 */
export function standAt(row: string, number: number, taken: Set<string>): string {
  const count = STAND_ROWS.length * STANDS_PER_ROW;
  const first = Math.max(0, STAND_ROWS.indexOf(row as (typeof STAND_ROWS)[number])) * STANDS_PER_ROW + number - 1;
  for (let step = 0; step < count; step++) {
    const index = (first + step) % count;
    const stand = `${STAND_ROWS[Math.floor(index / STANDS_PER_ROW)]}${(index % STANDS_PER_ROW) + 1}`;
    if (taken.has(stand)) continue;
    taken.add(stand);
    return stand;
  }
  throw new Error(`An edition has more galleries than the ${count} stands of the hall`);
}

/** The galleries with their logos, and the catalogues each takes part in (with a stand and section at the fair). */
function buildGalleries(count: number, jobs: ImageJob[]) {
  const galleries: Insert<typeof schema.galleries>[] = [];
  const galleryParticipations: Insert<typeof schema.galleryParticipations>[] = [];
  const participations: Set<string>[] = [];
  const gallerySlugs = uniqueSlugs();
  // The stands given so far at each edition.
  const stands = new Map<string, Set<string>>();
  for (let i = 0; i < count; i++) {
    const source = must(GALLERIES[i], 'gallery');
    const slug = gallerySlugs(slugify(source.name));
    const set = participationsOf(i);
    participations.push(set);
    galleries.push({
      id: i + 1,
      slug,
      comercialName: source.name,
      email: `info@${source.domain}`,
      phone: source.phone,
      website: `https://www.${source.domain}`,
      fullAddress: source.address,
      city: source.city,
      cityEn: cityEnOrBlank(source.city),
      countryCode: source.countryCode,
      image: { key: `gallery/${slug}`, width: 800, height: 400 },
    });
    jobs.push({
      key: `gallery/${slug}`,
      width: 800,
      height: 400,
      svg: () => logoSvg({ name: source.name, seed: hashSeed(source.name) }),
    });
    const random = rng('stand', i);
    for (const prefix of ['AM25', 'AM21', 'AM20', 'AM18', MARKET_CATALOG_PREFIX]) {
      if (!set.has(prefix)) continue;
      const fair = prefix !== MARKET_CATALOG_PREFIX;
      const taken = stands.get(prefix) ?? new Set<string>();
      stands.set(prefix, taken);
      galleryParticipations.push({
        galleryId: i + 1,
        catalogPrefix: prefix,
        // The same draws as before: only a stand another gallery of the edition already had moves.
        stand: fair ? standAt(random.pick(STAND_ROWS), random.int(1, STANDS_PER_ROW), taken) : null,
        section: fair ? (prefix === 'AM25' ? source.section : 'General') : null,
      });
    }
  }
  return { galleries, galleryParticipations, participations };
}

/**
 * The catalogue of a size: galleries, artists (bench: more of them, reusing demo portraits), trend tags and works
 * (the demo-sized batch, then, in bench, the rest reusing its images), in this order of their pictures.
 */
export function buildCatalogue(size: CatalogueSize): Catalogue {
  const { totalWorks } = size;
  const imageJobs: ImageJob[] = [];
  const { galleries, galleryParticipations, participations } = buildGalleries(size.galleries, imageJobs);

  const artistCount = size.bench
    ? Math.max(size.artists, Math.round(totalWorks / WORKS_PER_BENCH_ARTIST))
    : size.artists;
  const { rows: artists, info: artistInfo } = buildArtists(artistCount, size.galleries, size.artists, new Map());
  for (const artist of artistInfo.slice(0, size.artists)) {
    if (!artist.imageKey) continue;
    imageJobs.push({
      key: artist.imageKey,
      width: 800,
      height: 800,
      svg: () => portraitSvg({ seed: hashSeed(artist.slug), size: 800 }),
    });
  }
  // Gallery presentations name some of their artists.
  galleries.forEach((gallery, i) => {
    const source = must(GALLERIES[i], 'gallery');
    const names = artistInfo
      .filter((a) => a.galleryIndex === i)
      .slice(0, 3)
      .map((a) => a.fullName);
    const text = galleryDescription(rng('gallery', i), source, names);
    gallery.descriptionEs = text.es;
    gallery.descriptionEn = text.en;
  });

  const trendTags: Insert<typeof schema.trendTags>[] = TAGS.map((t, i) => ({ id: i + 1, ...t }));

  const workSlugs = uniqueSlugs();
  const built = {
    rows: [] as Insert<typeof schema.works>[],
    info: [] as WorkInfo[],
    jobs: imageJobs,
    reused: [] as [number, number][],
  };
  const baseWorks = size.bench ? Math.min(totalWorks, size.works) : totalWorks;
  const baseArtists = Math.min(artistCount, size.artists);
  buildWorks(
    { from: 0, count: baseWorks, reuseFrom: null, artists: [0, baseArtists], publishedSpanDays: 180 },
    artistInfo,
    participations,
    workSlugs,
    built,
  );
  if (totalWorks > baseWorks) {
    const batch = {
      from: baseWorks,
      count: totalWorks - baseWorks,
      reuseFrom: baseWorks,
      artists: [baseArtists, artistCount] as [number, number],
      publishedSpanDays: 3 * 365,
    };
    buildWorks(batch, artistInfo, participations, workSlugs, built);
  }
  const works = built.rows;
  coverStatesInCatalogues(works, participations);

  return {
    galleries,
    galleryParticipations,
    artists,
    trendTags,
    works,
    artistInfo,
    workInfo: built.info,
    imageJobs,
    reusedImages: built.reused,
  };
}
