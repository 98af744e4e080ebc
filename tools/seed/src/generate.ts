/**
 * Builds every row of the demo content in memory, deterministically: the same size gives the same rows
 * on every run and machine (seeded randomness only, dates fixed around the 2025 edition).
 * Each entity draws from its own seeded stream, so the first galleries, artists and works of `demo`
 * are those of `test`, and the first works of `bench` are those of `demo`.
 */
import { createHash } from 'node:crypto';
import type * as schema from '@art/db';
import {
  COLOURS,
  DISCIPLINES,
  HIDDEN_WORK_STATE,
  IMAGE_SIZES,
  MARKET_CATALOG_PREFIX,
  NEWS_CATEGORIES,
  PRICE_RANGES,
  imagePath,
  slugify,
  WORK_STATES,
  type Colour,
  type PriceRange,
  type WorkState,
} from '@art/model';
import {
  artworkSvg,
  coverSvg,
  createRandom,
  fairPhotoSvg,
  hashSeed,
  logoSvg,
  portraitSvg,
  type ArtworkDiscipline,
  type Random,
} from './art';
import { DEMO_ACCOUNTS } from './accounts';
import { buildCollectorData, type CollectorData } from './collector';
import { buildInvitationData, type InvitationData } from './invitations';
import { buildMessageData, type MessageData } from './messages';
import { DEMO_BUYERS, buildSalesData, type SalesData } from './sales';
import { pressFileJobs, pressFileUrl, type FileJob } from './press-files';
import { artistBiography, galleryDescription, workDescription } from './content/biographies';
import { countryList, shippingCostsFor } from './content/commerce';
import { GALLERIES } from './content/galleries';
import { FAQS, FAIR, STATIC_PAGES } from './content/pages';
import { ORIGINS, ORIGIN_WEIGHTS, TEAM_AUTHORS_EN, cityEnOrBlank } from './content/people';
import { POST_WRITERS, type PostContext, type PostSource } from './content/posts';
import { ACTIVITIES, PRESS, PRESS_CONTACTS, SPONSORS } from './content/programme';
import { SHOWS, type ShowWork } from './content/shows';
import { TAGS } from './content/tags';
import { TECHNIQUES, workTitle } from './content/vocabulary';
import { EDITION_VISITS, FAIR_PHOTOS, TICKET_TYPES } from './content/visit';

export type SeedSize = 'test' | 'demo' | 'bench';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** What one generated picture is: its key, pixel size and how to draw it. */
export interface ImageJob {
  key: string;
  width: number;
  height: number;
  svg: () => string;
  /** Index in `works` of the work whose colours this (first) image decides. */
  colourOf?: number;
}

export interface SeedData extends CollectorData, InvitationData, SalesData, MessageData {
  catalogs: Insert<typeof schema.catalogs>[];
  galleries: Insert<typeof schema.galleries>[];
  galleryParticipations: Insert<typeof schema.galleryParticipations>[];
  artists: Insert<typeof schema.artists>[];
  trendTags: Insert<typeof schema.trendTags>[];
  works: Insert<typeof schema.works>[];
  expositions: Insert<typeof schema.expositions>[];
  expositionWorks: Insert<typeof schema.expositionWorks>[];
  articles: Insert<typeof schema.articles>[];
  activities: Insert<typeof schema.activities>[];
  sponsors: Insert<typeof schema.sponsors>[];
  pressItems: Insert<typeof schema.pressItems>[];
  /** The press office's contacts (the same in every size). */
  pressContacts: Insert<typeof schema.pressContacts>[];
  faqs: Insert<typeof schema.faqs>[];
  staticPages: Insert<typeof schema.staticPages>[];
  menuEntries: Insert<typeof schema.menuEntries>[];
  banners: Insert<typeof schema.banners>[];
  /** Ticket types and prices of the current edition. */
  ticketTypes: Insert<typeof schema.ticketTypes>[];
  /** Photographs of the current edition, for the photo view. */
  fairPhotos: Insert<typeof schema.fairPhotos>[];
  countries: Insert<typeof schema.countries>[];
  shippingCosts: Insert<typeof schema.shippingCosts>[];
  coupons: Insert<typeof schema.coupons>[];
  /** Users without their password hash, which is computed (slowly) apart. */
  users: (Omit<Insert<typeof schema.users>, 'passwordHash'> & { password: string })[];
  /** Pictures to render; none for the works of `bench` beyond the demo ones, which reuse demo images. */
  imageJobs: ImageJob[];
  /** Documents to write into the files folder: the press releases' and the press kit's PDFs. */
  fileJobs: FileJob[];
  /** `[work, source]`: a bench work showing the images of a demo work takes that work's colours too. */
  reusedImages: [number, number][];
}

interface Plan {
  galleries: number;
  artists: number;
  works: number;
  shows: number;
  postsPerCategory: number;
  activities: number;
}

const PLANS: Record<'test' | 'demo', Plan> = {
  test: { galleries: 8, artists: 25, works: 64, shows: 6, postsPerCategory: 2, activities: 5 },
  demo: { galleries: GALLERIES.length, artists: 150, works: 600, shows: 20, postsPerCategory: 6, activities: 15 },
};

/** Default number of works of the `bench` size. */
export const BENCH_WORKS = 100_000;
/** Bench artists: one per this many works (a real catalogue of 100,000 works has thousands of artists). */
const WORKS_PER_BENCH_ARTIST = 25;

/** Fixed dates of the 2025 edition: everything else is relative to them. */
const FAIR_OPENS = Date.UTC(2025, 2, 5, 11, 0, 0); // 12:00 in Madrid
const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Longest side in pixels of a generated work image: the `big` size, so the original, `big` and `biggest` share
 * one encoding (an original is never enlarged) and the first start renders in well under a minute on 2 cores.
 */
const WORK_IMAGE_SIDE = IMAGE_SIZES.find((s) => s.name === 'big')?.maxSide ?? 1024;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed content is missing ${what}`);
  return value;
}

function hexOf(colour: Colour): string {
  return must(
    COLOURS.find((c) => c.key === colour),
    `colour ${colour}`,
  ).hex;
}

/** A stream of its own for one item: `rng('work', 12)`. */
function rng(kind: string, index: number): Random {
  return createRandom(hashSeed(`${kind}:${index}`));
}

/**
 * `n` values where each value appears about in proportion to its weight and every value at least once
 * (when `n` allows it), in a seeded random order. Guarantees coverage in small sizes.
 */
function deck<T>(random: Random, entries: readonly (readonly [T, number])[], n: number): T[] {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const counts = entries.map(([, w]) => Math.max(n >= entries.length ? 1 : 0, Math.floor((w / total) * n)));
  const order = entries.map((_, i) => i).sort((a, b) => (entries[b]?.[1] ?? 0) - (entries[a]?.[1] ?? 0));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let k = 0; sum < n; k++, sum++) counts[order[k % order.length] ?? 0]! += 1;
  for (let k = 0; sum > n; k++) {
    const i = order[k % order.length] ?? 0;
    if ((counts[i] ?? 0) > 1) {
      counts[i]! -= 1;
      sum--;
    }
  }
  const out: T[] = [];
  entries.forEach(([value], i) => {
    for (let c = 0; c < (counts[i] ?? 0); c++) out.push(value);
  });
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Makes slugs unique by numbering repeats: `jardin-azul`, `jardin-azul-2`. */
function uniqueSlugs() {
  const seen = new Map<string, number>();
  return (base: string): string => {
    const root = base.slice(0, 90).replace(/-+$/, '') || 'obra';
    const count = (seen.get(root) ?? 0) + 1;
    seen.set(root, count);
    let slug = count === 1 ? root : `${root}-${count}`;
    while (count > 1 && seen.has(slug)) slug = `${slug}-${count}`;
    if (count > 1) seen.set(slug, 1);
    return slug;
  };
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A stable UUID (version 4 layout) from a text, so demo users have the same id on every run. */
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h.slice(16, 17), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function imageSize(widthCm: number, heightCm: number, side: number): { width: number; height: number } {
  const longest = Math.max(widthCm, heightCm);
  return {
    width: Math.max(16, Math.round((side * widthCm) / longest)),
    height: Math.max(16, Math.round((side * heightCm) / longest)),
  };
}

// ---------------------------------------------------------------------------------------------------------------------

const CATALOGS: Insert<typeof schema.catalogs>[] = [
  {
    prefix: 'AM25',
    edition: 20,
    year: 2025,
    nameEs: `${FAIR.nameEs} 2025`,
    nameEn: `${FAIR.nameEn} 2025`,
    startsOn: '2025-03-05',
    endsOn: '2025-03-09',
    venueEs: FAIR.venueEs,
    venueEn: FAIR.venueEn,
    isCurrent: true,
    isMarket: false,
  },
  {
    prefix: 'AM21',
    edition: 16,
    year: 2021,
    nameEs: `${FAIR.nameEs} 2021`,
    nameEn: `${FAIR.nameEn} 2021`,
    startsOn: '2021-07-08',
    endsOn: '2021-07-11',
    venueEs: FAIR.venueEs,
    venueEn: FAIR.venueEn,
    isCurrent: false,
    isMarket: false,
  },
  {
    prefix: 'AM20',
    edition: 15,
    year: 2020,
    nameEs: `${FAIR.nameEs} 2020`,
    nameEn: `${FAIR.nameEn} 2020`,
    startsOn: '2020-02-26',
    endsOn: '2020-03-01',
    venueEs: FAIR.venueEs,
    venueEn: FAIR.venueEn,
    isCurrent: false,
    isMarket: false,
  },
  {
    prefix: 'AM18',
    edition: 13,
    year: 2018,
    nameEs: `${FAIR.nameEs} 2018`,
    nameEn: `${FAIR.nameEn} 2018`,
    startsOn: '2018-02-21',
    endsOn: '2018-02-25',
    venueEs: FAIR.venueEs,
    venueEn: FAIR.venueEn,
    isCurrent: false,
    isMarket: false,
  },
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

/** Whether the demo artist at `index` has a portrait: all but every third (the first, the demo's example, has one). */
function hasPortrait(index: number): boolean {
  return index % 3 !== 2;
}

interface ArtistInfo {
  id: number;
  slug: string;
  fullName: string;
  firstName: string;
  lastName: string;
  city: string;
  countryCode: string;
  birthYear: number;
  discipline: number;
  galleryIndex: number;
  /** Null for an artist without a portrait (the sites show their initials). */
  imageKey: string | null;
}

interface WorkInfo {
  discipline: number;
  artistIndex: number;
  galleryIndex: number;
  tagSlugs: string[];
  countryCode: string;
}

function buildArtists(
  count: number,
  galleries: number,
  demoArtists: number,
  names: Map<string, number>,
): { rows: SeedData['artists']; info: ArtistInfo[] } {
  const slugs = uniqueSlugs();
  const rows: SeedData['artists'] = [];
  const info: ArtistInfo[] = [];
  for (let i = 0; i < count; i++) {
    const random = rng('artist', i);
    let firstName: string;
    let lastName: string;
    let origin = must(ORIGINS[0], 'origins');
    if (i === 0) {
      // A fixed artist with accents and ñ in the surname: the demo's example for accent-insensitive search.
      firstName = 'Lucía';
      lastName = 'Núñez Ibáñez';
    } else {
      origin = must(ORIGINS[weightedIndex(random, ORIGIN_WEIGHTS)], 'origin');
      do {
        firstName = random.pick(origin.firstNames);
        const first = random.pick(origin.surnames);
        const second = random.pick(origin.surnames.filter((s) => s !== first));
        lastName = origin.twoSurnames && random.chance(0.8) ? `${first} ${second}` : first;
      } while (names.has(`${firstName} ${lastName}`) && random.next() < 0.98);
    }
    const fullName = `${firstName} ${lastName}`;
    names.set(fullName, (names.get(fullName) ?? 0) + 1);
    const city = i === 0 ? 'Madrid' : random.pick(origin.cities);
    const birthCity = random.chance(0.6) ? city : random.pick(origin.cities);
    const birthYear = random.int(1938, 1999);
    const discipline = i % 4;
    const galleryIndex = i % galleries;
    const slug = slugs(slugify(fullName));
    const id = i + 1;
    // Every third artist has no portrait, as many a real artist on a fair's list: the sites show their initials.
    // Artists beyond the demo ones (bench) show a demo portrait, or none as it has none: no new image files.
    const imageKey =
      i < demoArtists ? (hasPortrait(i) ? `artist/${slug}` : null) : (info[i % demoArtists]?.imageKey ?? null);
    const galleryName = must(GALLERIES[galleryIndex], 'gallery').name;
    const bio = artistBiography(random, {
      fullName,
      firstName,
      lastName,
      birthCity,
      city,
      countryCode: origin.countryCode,
      birthYear,
      discipline,
      galleryName,
    });
    rows.push({
      id,
      slug,
      firstName,
      lastName,
      fullName,
      city,
      cityEn: cityEnOrBlank(city),
      countryCode: origin.countryCode,
      birthYear,
      bioEs: bio.es,
      bioEn: bio.en,
      image: imageKey ? { key: imageKey, width: 800, height: 800 } : null,
    });
    info.push({
      id,
      slug,
      fullName,
      firstName,
      lastName,
      city,
      countryCode: origin.countryCode,
      birthYear,
      discipline,
      galleryIndex,
      imageKey,
    });
  }
  return { rows, info };
}

const STATE_WEIGHTS: readonly (readonly [WorkState, number])[] = [
  ['Disponible', 62],
  ['Vendida', 10],
  ['Consulta Galería', 8],
  ['Consulta Market', 6],
  ['Disponible (PRESUPUESTOS)', 6],
  ['No disponible', 5],
  ['Desactivada', 3],
];
const PRICE_WEIGHTS: readonly (readonly [PriceRange | null, number])[] = [
  [null, 7],
  ['0-500', 19],
  ['500-1000', 22],
  ['1000-2500', 25],
  ['2500-5000', 16],
  ['5000-more', 11],
];
const SIZE_WEIGHTS: readonly (readonly ['small' | 'medium' | 'large', number])[] = [
  ['small', 35],
  ['medium', 40],
  ['large', 25],
];
const IMAGE_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 75],
  [2, 18],
  [3, 7],
];
const PALETTE_SIZE_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 25],
  [2, 45],
  [3, 30],
];

/** Euros in a price range, rounded the way galleries price (tens, fifties, hundreds). */
function priceIn(random: Random, range: PriceRange): number {
  const spec = must(
    PRICE_RANGES.find((r) => r.key === range),
    `price range ${range}`,
  );
  if (range === '0-500') return random.int(9, 49) * 10;
  if (range === '500-1000') return random.int(50, 99) * 10;
  if (range === '1000-2500') return random.int(20, 49) * 50;
  if (range === '2500-5000') return random.int(25, 49) * 100;
  // Few works cost a fortune: the square skews the open range towards its start.
  return spec.min + Math.round((random.next() ** 2 * 40_000) / 250) * 250;
}

/** Width, height and depth in centimetres for a discipline and size class (longest side decides the class). */
function measures(
  random: Random,
  discipline: number,
  size: 'small' | 'medium' | 'large',
): { widthCm: number; heightCm: number; depthCm: number | null } {
  const longest =
    size === 'small'
      ? random.int(discipline === 2 ? 12 : 18, 49)
      : size === 'medium'
        ? random.int(50, 100)
        : random.int(101, discipline === 0 ? 250 : discipline === 2 ? 220 : 180);
  const other = Math.max(8, Math.round(longest * random.range(0.55, 1)));
  const portrait = random.chance(discipline === 2 ? 0.8 : 0.55);
  const [widthCm, heightCm] = portrait ? [other, longest] : [longest, other];
  if (discipline === 2)
    return { widthCm, heightCm, depthCm: Math.max(5, Math.round(Math.min(widthCm, heightCm) * random.range(0.4, 1))) };
  if (discipline === 0) return { widthCm, heightCm, depthCm: random.pick([2, 3, 3.5, 4, 5]) };
  return { widthCm, heightCm, depthCm: null };
}

interface WorkBatch {
  from: number;
  count: number;
  /** Works beyond this index reuse the images of earlier works instead of new ones. */
  reuseFrom: number | null;
  /** Artists this batch draws from: `[first, end)` get a work each first, then any artist below `end`. */
  artists: [number, number];
  publishedSpanDays: number;
}

const TAG_ID = new Map(TAGS.map((t, i) => [t.slugEs, i + 1] as const));
const STYLE_SLUGS = TAGS.filter((t) => t.type === 'worksStylesTags').map((t) => t.slugEs);
const THEME_SLUGS = TAGS.filter((t) => t.type === 'themesTags').map((t) => t.slugEs);

function buildWorks(
  batch: WorkBatch,
  artists: ArtistInfo[],
  participations: Set<string>[],
  slugs: (base: string) => string,
  out: { rows: SeedData['works']; info: WorkInfo[]; jobs: ImageJob[]; reused: [number, number][] },
): void {
  const { from, count } = batch;
  const deckRandom = rng('work-decks', from);
  const states = deck(deckRandom, STATE_WEIGHTS, count);
  const prices = deck(deckRandom, PRICE_WEIGHTS, count);
  const sizes = deck(deckRandom, SIZE_WEIGHTS, count);
  const imageCounts = deck(deckRandom, IMAGE_COUNT_WEIGHTS, count);
  const paletteSizes = deck(deckRandom, PALETTE_SIZE_WEIGHTS, count);
  const primaries = deck(
    deckRandom,
    COLOURS.map((c) => [c.key, 1] as const),
    count,
  );
  for (let k = 0; k < count; k++) {
    const index = from + k;
    const random = rng('work', index);
    // Every artist of the batch gets a work before any gets a second one.
    const [firstArtist, endArtist] = batch.artists;
    const artistIndex = k < endArtist - firstArtist ? firstArtist + k : random.int(0, endArtist - 1);
    const artist = must(artists[artistIndex], 'artist');
    const discipline = random.chance(0.8) ? artist.discipline : random.int(0, 3);
    const technique = random.pick(must(TECHNIQUES[discipline], 'techniques'));
    const primary = must(primaries[k], 'colour');
    const title = workTitle(random, primary);
    const slug = slugs(slugify(title.es));
    const minYear = Math.max(1960, artist.birthYear + 20);
    const year = Math.min(2025, Math.max(minYear, 2025 - Math.floor(random.next() ** 2.2 * (2025 - minYear + 1))));
    const size = must(sizes[k], 'size');
    const { widthCm, heightCm, depthCm } = measures(random, discipline, size);
    const range = prices[k] ?? null;
    const priceCents = range === null ? null : priceIn(random, range) * 100;
    const colours: Colour[] = [primary];
    const paletteSize = paletteSizes[k] ?? 1;
    while (colours.length < paletteSize) {
      const next = random.pick(COLOURS).key;
      if (!colours.includes(next)) colours.push(next);
    }
    const gallerySet = must(participations[artist.galleryIndex], 'participations');
    const catalogs: string[] = [];
    if (gallerySet.has('AM25') && (year >= 2022 || random.chance(0.3)) && random.chance(0.85)) catalogs.push('AM25');
    if (gallerySet.has('AM21') && year <= 2021 && random.chance(0.5)) catalogs.push('AM21');
    if (gallerySet.has('AM20') && year <= 2020 && random.chance(0.4)) catalogs.push('AM20');
    if (gallerySet.has('AM18') && year <= 2018 && random.chance(0.5)) catalogs.push('AM18');
    if (gallerySet.has(MARKET_CATALOG_PREFIX) && random.chance(0.7)) catalogs.push(MARKET_CATALOG_PREFIX);
    if (catalogs.length === 0) catalogs.push(gallerySet.has('AM25') ? 'AM25' : MARKET_CATALOG_PREFIX);
    const style = random.pick(STYLE_SLUGS);
    const themes = [random.pick(THEME_SLUGS)];
    if (random.chance(0.4)) {
      const second = random.pick(THEME_SLUGS);
      if (!themes.includes(second)) themes.push(second);
    }
    const tagSlugs = [style, ...themes, technique.tag];
    const tagIds = tagSlugs.map((s) => must(TAG_ID.get(s), `tag ${s}`));
    const pixels = imageSize(widthCm, heightCm, WORK_IMAGE_SIDE);
    const reuse = batch.reuseFrom !== null && index >= batch.reuseFrom;
    let images: { key: string; width: number; height: number }[];
    if (reuse) {
      // Bench works show the images of a demo work (no new files) and take its colours.
      const source = index % batch.reuseFrom!;
      images = (out.rows[source]?.images ?? []).map((image) => ({ ...image }));
      out.reused.push([index, source]);
    } else {
      const palette = colours.map(hexOf);
      images = Array.from({ length: imageCounts[k] ?? 1 }, (_, n) => ({ key: `work/${slug}-${n + 1}`, ...pixels }));
      images.forEach((image, n) => {
        out.jobs.push({
          key: image.key,
          width: image.width,
          height: image.height,
          svg: () =>
            artworkSvg({
              seed: hashSeed(image.key),
              palette,
              width: image.width,
              height: image.height,
              discipline: discipline as ArtworkDiscipline,
            }),
          ...(n === 0 ? { colourOf: index } : {}),
        });
      });
    }
    const description = workDescription(random, {
      titleEs: title.es,
      titleEn: title.en,
      artistName: artist.fullName,
      artistLastName: artist.lastName,
      year,
      discipline,
      city: artist.city,
    });
    out.rows.push({
      id: index + 1,
      slug,
      artistId: artist.id,
      galleryId: artist.galleryIndex + 1,
      titleEs: title.es,
      titleEn: title.en,
      descriptionEs: description.es,
      descriptionEn: description.en,
      technics: [{ name: technique.es, english: technique.en }],
      technicsTextEs: technique.es,
      technicsTextEn: technique.en,
      priceCents,
      currency: 'EUR',
      year,
      widthCm,
      heightCm,
      depthCm,
      discipline,
      workState: must(states[k], 'state'),
      images,
      colours,
      tagIds,
      catalogs,
      publishedAt: new Date(FAIR_OPENS - DAY - random.int(0, batch.publishedSpanDays * 24 * 60) * MINUTE),
    });
    out.info.push({
      discipline,
      artistIndex,
      galleryIndex: artist.galleryIndex,
      tagSlugs,
      countryCode: artist.countryCode,
    });
  }
}

/**
 * Every state a work page acts on (all but the hidden one) has a work in the current fair and one in the shop, so
 * each of the page's actions exists on both sites whatever the size: where a catalogue lacks a state, the first
 * work in that state whose gallery takes part in the catalogue joins it too. Draws nothing at random.
 */
function coverStatesInCatalogues(works: SeedData['works'], participations: readonly Set<string>[]): void {
  for (const state of WORK_STATES) {
    if (state === HIDDEN_WORK_STATE) continue;
    for (const prefix of [CURRENT_EDITION, MARKET_CATALOG_PREFIX]) {
      const inState = works.filter((w) => w.workState === state);
      if (inState.some((w) => (w.catalogs ?? []).includes(prefix))) continue;
      const joining = inState.find((w) => participations[(w.galleryId ?? 0) - 1]?.has(prefix));
      if (joining) joining.catalogs = [...(joining.catalogs ?? []), prefix];
    }
  }
}

const COVER_WIDTH = WORK_IMAGE_SIDE;
const COVER_HEIGHT = Math.round((WORK_IMAGE_SIDE * 9) / 16);
const COVER_PALETTES: readonly Colour[][] = [
  ['teal', 'yellow'],
  ['blue', 'orange'],
  ['maroon', 'pink'],
  ['black', 'red'],
  ['green', 'lime'],
  ['violet', 'white'],
  ['purple', 'orange'],
  ['orange', 'blue', 'white'],
];

/** The fair's photographs: landscape 3:2 at the `big` size, like a camera's frame. */
const PHOTO_WIDTH = WORK_IMAGE_SIDE;
const PHOTO_HEIGHT = Math.round((WORK_IMAGE_SIDE * 2) / 3);
/** The edition the tickets and photographs belong to (the current one of the seed). */
const CURRENT_EDITION = 'AM25';

/** A cover picture (no text: the page sets the title in its language), drawn from a seed text. */
function cover(key: string, seedText: string, jobs: ImageJob[]): { key: string; width: number; height: number } {
  const palette = must(COVER_PALETTES[hashSeed(seedText) % COVER_PALETTES.length], 'palette').map(hexOf);
  jobs.push({
    key,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    svg: () => coverSvg({ seed: hashSeed(seedText), palette, width: COVER_WIDTH, height: COVER_HEIGHT }),
  });
  return { key, width: COVER_WIDTH, height: COVER_HEIGHT };
}

/**
 * Every row of the seed for a size, plus the pictures to draw.
 * @example const data = generateSeedData('test'); data.works.length // 64
 */
export function generateSeedData(size: SeedSize, worksOverride?: number): SeedData {
  const plan = PLANS[size === 'bench' ? 'demo' : size];
  const totalWorks = worksOverride ?? (size === 'bench' ? BENCH_WORKS : plan.works);
  if (!Number.isInteger(totalWorks) || totalWorks < 1 || totalWorks > 2_000_000)
    throw new Error(`works must be an integer from 1 to 2000000, got ${totalWorks}`);
  const jobs: ImageJob[] = [];

  // Galleries.
  const galleries: SeedData['galleries'] = [];
  const galleryParticipations: SeedData['galleryParticipations'] = [];
  const participations: Set<string>[] = [];
  const gallerySlugs = uniqueSlugs();
  for (let i = 0; i < plan.galleries; i++) {
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
      galleryParticipations.push({
        galleryId: i + 1,
        catalogPrefix: prefix,
        stand: fair ? `${random.pick(['A', 'B', 'C'])}${random.int(1, 40)}` : null,
        section: fair ? (prefix === 'AM25' ? source.section : 'General') : null,
      });
    }
  }

  // Artists (bench: more of them, reusing demo portraits).
  const artistCount =
    size === 'bench' ? Math.max(plan.artists, Math.round(totalWorks / WORKS_PER_BENCH_ARTIST)) : plan.artists;
  const { rows: artists, info: artistInfo } = buildArtists(artistCount, plan.galleries, plan.artists, new Map());
  for (const artist of artistInfo.slice(0, plan.artists)) {
    if (!artist.imageKey) continue;
    jobs.push({
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

  // Trend tags.
  const trendTags: SeedData['trendTags'] = TAGS.map((t, i) => ({ id: i + 1, ...t }));

  // Works: the demo-sized batch, then (bench) the rest reusing its images.
  const workSlugs = uniqueSlugs();
  const built = { rows: [] as SeedData['works'], info: [] as WorkInfo[], jobs, reused: [] as [number, number][] };
  const baseWorks = size === 'bench' ? Math.min(totalWorks, plan.works) : totalWorks;
  const baseArtists = Math.min(artistCount, plan.artists);
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

  // Shows of the shop.
  const expositions: SeedData['expositions'] = [];
  const showArtists: string[][] = [];
  const expositionWorks: SeedData['expositionWorks'] = [];
  const showSlugs = uniqueSlugs();
  const showSlugsEn = uniqueSlugs();
  const marketWorks = works
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX) && w.workState !== 'Desactivada')
    .slice(0, 5000);
  for (let s = 0; s < plan.shows; s++) {
    const source = must(SHOWS[s], 'show');
    const random = rng('show', s);
    const candidates = marketWorks.filter(({ w, i }) => {
      const info = must(built.info[i], 'work info');
      const view: ShowWork = {
        discipline: w.discipline,
        priceCents: w.priceCents ?? null,
        colours: w.colours ?? [],
        year: w.year ?? 2025,
        tagSlugs: info.tagSlugs,
        countryCode: info.countryCode,
      };
      return source.accepts(view);
    });
    const pool = candidates.length >= 4 ? candidates : marketWorks;
    const picked = deck(
      random,
      pool.map((p) => [p, 1] as const),
      pool.length,
    ).slice(0, Math.min(pool.length, random.int(8, 16)));
    const slug = showSlugs(slugify(source.titleEs));
    const slugEn = showSlugsEn(slugify(source.titleEn));
    const artistNames = [
      ...new Set(picked.map(({ i }) => must(artistInfo[must(built.info[i], 'work').artistIndex], 'artist').fullName)),
    ];
    const shown = artistNames.slice(0, 3);
    showArtists.push(artistNames);
    const starts = Date.UTC(2024, 9, 1) + s * 14 * DAY;
    const title = { es: source.titleEs, en: source.titleEn };
    expositions.push({
      id: s + 1,
      slug,
      slugEn,
      titleEs: title.es,
      titleEn: title.en,
      infoEs: [
        `«${title.es}» ${source.ideaEs}.`,
        `La selección reúne ${picked.length} obras de ${artistNames.length} artistas, entre ellos ${shown.length > 1 ? `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}` : shown[0]}. Todas se pueden comprar online, con envío asegurado y certificado de autenticidad.`,
      ].join('\n\n'),
      infoEn: [
        `“${title.en}” ${source.ideaEn}.`,
        `The selection brings together ${picked.length} works by ${artistNames.length} artists, among them ${shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0]}. All can be bought online, with insured shipping and a certificate of authenticity.`,
      ].join('\n\n'),
      catalogPrefix: MARKET_CATALOG_PREFIX,
      galleryId: null,
      startsOn: isoDate(starts),
      endsOn: isoDate(starts + 75 * DAY),
      image: cover(`exposition/${slug}`, `show:${slug}`, jobs),
    });
    picked.forEach(({ w }, position) =>
      expositionWorks.push({ expositionId: s + 1, workId: must(w.id, 'work id'), position }),
    );
  }

  // Activities of the current edition.
  const activities: SeedData['activities'] = ACTIVITIES.slice(0, plan.activities).map((a, i) => {
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

  // Posts, written from the catalogue built above.
  const namesBy = (d: number) => {
    const seen = new Set<number>();
    built.info.forEach((w) => {
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
  for (let round = 0; round < plan.postsPerCategory; round++) {
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
  const articles: SeedData['articles'] = posts.map((p, i) => {
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

  // Sponsors, press, FAQ, pages.
  const sponsors: SeedData['sponsors'] = SPONSORS.map((s, i) => {
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
  const pressContacts: SeedData['pressContacts'] = PRESS_CONTACTS.map((c, i) => ({ id: i + 1, ...c, position: i + 1 }));
  const faqs: SeedData['faqs'] = FAQS.map((f, i) => ({
    id: i + 1,
    site: f.site,
    position: FAQS.slice(0, i).filter((o) => o.site === f.site).length + 1,
    questionEs: f.questionEs,
    questionEn: f.questionEn,
    answerEs: f.answerEs,
    answerEn: f.answerEn,
  }));
  const staticPages: SeedData['staticPages'] = STATIC_PAGES.map((p, i) => ({
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

  const menuEntries = buildMenu({ articles, expositions, activities, trendTags, catalogs: CATALOGS });

  const banners: SeedData['banners'] = [
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

  const ticketTypes: SeedData['ticketTypes'] = TICKET_TYPES.map((ticket, i) => ({
    id: i + 1,
    catalogPrefix: CURRENT_EDITION,
    ...ticket,
    position: i + 1,
  }));
  const fairPhotos: SeedData['fairPhotos'] = FAIR_PHOTOS.map((p, i) => {
    const key = `fair-photo/${CURRENT_EDITION.toLowerCase()}-${String(i + 1).padStart(2, '0')}`;
    const palette = must(COVER_PALETTES[(i * 3) % COVER_PALETTES.length], 'palette').map(hexOf);
    jobs.push({
      key,
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      svg: () =>
        fairPhotoSvg({ seed: hashSeed(key), palette, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, visitors: p.visitors }),
    });
    return {
      id: i + 1,
      catalogPrefix: CURRENT_EDITION,
      captionEs: p.captionEs,
      captionEn: p.captionEn,
      credit: p.credit,
      image: { key, width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
      position: i + 1,
    };
  });

  const pressItems: SeedData['pressItems'] = PRESS.map((p, i) => ({
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

  const countryRows = countryList();
  const countries: SeedData['countries'] = countryRows;
  const shippingCosts: SeedData['shippingCosts'] = countryRows.map((c, i) => {
    const [lessThan200, lessThan400, lessThan600, lessThan900, moreThan900] = shippingCostsFor(c.code);
    return { id: i + 1, countryCode: c.code, lessThan200, lessThan400, lessThan600, lessThan900, moreThan900 };
  });
  const coupons: SeedData['coupons'] = [
    {
      code: 'BIENVENIDA10',
      kind: 'percent',
      value: 10_00,
      validFrom: new Date(Date.UTC(2025, 0, 1)),
      validTo: new Date(Date.UTC(2027, 11, 31, 22, 59, 59)),
      maxUses: null,
      usedCount: 0,
    },
    {
      code: 'FERIA50',
      kind: 'amount',
      value: 50_00,
      validFrom: new Date(Date.UTC(2025, 2, 5)),
      validTo: new Date(Date.UTC(2027, 2, 9, 22, 59, 59)),
      maxUses: 500,
      usedCount: 0,
    },
  ];
  // The demo buyers come after the demo accounts, so the first visitor is still the collector.
  const users: SeedData['users'] = [...DEMO_ACCOUNTS, ...DEMO_BUYERS].map((a) => ({
    id: stableUuid(a.email),
    email: a.email,
    password: a.password,
    role: a.role,
    name: a.name,
    surname: a.surname,
    phone: a.phone,
    prefix: a.prefix,
    profession: a.profession,
    priceRange: a.priceRange,
    newsletter: a.newsletter,
    lang: a.lang,
    createdAt: new Date(Date.UTC(2025, 0, 15, 10, 0)),
  }));

  const collector = must(
    users.find((u) => u.role === 'visitor'),
    'demo collector',
  );
  const idOf = (email: string) =>
    must(
      must(
        users.find((u) => u.email === email),
        `account ${email}`,
      ).id,
      `id of ${email}`,
    );
  const staffId = must(
    must(
      users.find((u) => u.role === 'staff'),
      'staff account',
    ).id,
    'staff id',
  );
  const adminId = must(
    must(
      users.find((u) => u.role === 'admin'),
      'admin account',
    ).id,
    'admin id',
  );

  const catalogs = CATALOGS.map((c) => ({ ...c, ...EDITION_VISITS[c.prefix] }));
  return {
    catalogs,
    galleries,
    galleryParticipations,
    artists,
    trendTags,
    works,
    expositions,
    expositionWorks,
    articles,
    activities,
    sponsors,
    pressItems,
    pressContacts,
    faqs,
    staticPages,
    menuEntries,
    banners,
    ticketTypes,
    fairPhotos,
    countries,
    shippingCosts,
    coupons,
    users,
    ...buildCollectorData(must(collector.id, 'collector id'), works, artists),
    ...buildInvitationData(CURRENT_EDITION, staffId),
    ...buildSalesData({
      works,
      artists,
      shippingCosts,
      buyers: DEMO_BUYERS.map((b) => ({ id: idOf(b.email), email: b.email, lang: b.lang })),
    }),
    ...buildMessageData({ works, artists, galleries, staffId, adminId }),
    imageJobs: jobs,
    fileJobs: pressFileJobs({
      catalogs,
      galleries,
      galleryParticipations,
      works,
      activities,
      pressItems,
      pressContacts,
    }),
    reusedImages: built.reused,
  };
}

type MenuBlock = NonNullable<Insert<typeof schema.menuEntries>['blockWithImages']>;

function block(
  titleEs: string,
  titleEn: string,
  subtitleEs: string,
  subtitleEn: string,
  items: Omit<MenuBlock['items'][number], 'order'>[],
): MenuBlock {
  return {
    titleES: titleEs,
    titleEN: titleEn,
    subtitleES: subtitleEs,
    subtitleEN: subtitleEn,
    items: items.map((item, i) => ({ ...item, order: i + 1 })),
  };
}

/** The header menu with its mega-menu blocks; urls are the Spanish paths of the route table. */
function buildMenu(
  data: Pick<SeedData, 'articles' | 'expositions' | 'activities' | 'trendTags' | 'catalogs'>,
): SeedData['menuEntries'] {
  const postImage = (a: SeedData['articles'][number]) => ({
    titleES: a.titleEs,
    titleEN: a.titleEn,
    url: `/es/post/${a.slugEs}`,
    image: a.image ? { url: imagePath(a.image.key, 3, 'webp') } : null,
  });
  const newest = [...data.articles].sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  const ofCategory = (category: string) => newest.filter((a) => a.category === category);
  const disciplines = (prefix: string) =>
    DISCIPLINES.map((d) => ({ titleES: d.es, titleEN: d.en, url: `${prefix}/${d.slugEs}`, image: null }));
  // The galleries' editions are the catalogues' own, newest first: the same the galleries page lists, so the
  // mega-menu and the page never disagree on which editions there are.
  const galleriesOf = (prefix: string) => `/es/galerias/${prefix.toLowerCase()}`;
  const editions = data.catalogs.filter((c) => !c.isMarket).sort((a, b) => b.year - a.year);
  const current = must(
    editions.find((c) => c.isCurrent),
    'current edition',
  );
  const styles = data.trendTags.filter((t) => t.type === 'worksStylesTags').slice(0, 5);
  const themes = data.trendTags.filter((t) => t.type === 'themesTags').slice(0, 5);
  return [
    {
      id: 1,
      position: 1,
      url: '/es/quienes-somos',
      mainTitleEs: 'La feria',
      mainTitleEn: 'The fair',
      site: 'fair',
      blockWithImages: block(
        'Actualidad',
        'News',
        'Lo último de la feria',
        'Latest from the fair',
        newest.slice(0, 3).map(postImage),
      ),
      blockWithText1: block('Visita', 'Visit', 'Del 5 al 9 de marzo de 2025', '5 to 9 March 2025', [
        { titleES: 'Información', titleEN: 'Visitor information', url: '/es/informacion', image: null },
        { titleES: 'Entradas', titleEN: 'Tickets', url: '/es/tickets', image: null },
        { titleES: 'Preguntas frecuentes', titleEN: 'FAQ', url: '/es/faq', image: null },
      ]),
      blockWithText2: block('Sobre nosotros', 'About us', 'Veinte ediciones', 'Twenty editions', [
        { titleES: 'Quiénes somos', titleEN: 'Who we are', url: '/es/quienes-somos', image: null },
        { titleES: 'Cómo exponer', titleEN: 'Apply and show', url: '/es/como-exponer', image: null },
        { titleES: 'Otras ediciones', titleEN: 'Other editions', url: '/es/otras-ediciones', image: null },
        { titleES: 'Patrocinadores', titleEN: 'Sponsors', url: '/es/patrocinadores', image: null },
      ]),
    },
    {
      id: 2,
      position: 2,
      url: '/es/obras',
      mainTitleEs: 'Obras',
      mainTitleEn: 'Works',
      site: 'fair',
      blockWithImages: block(
        'Selección',
        'Selection',
        'Obras destacadas',
        'Highlighted works',
        ofCategory('obras').slice(0, 3).map(postImage),
      ),
      blockWithText1: block(
        'Disciplinas',
        'Disciplines',
        'Explora por técnica',
        'Browse by medium',
        disciplines('/es/obras'),
      ),
      blockWithText2: block('Descubre', 'Discover', 'Artistas y galerías', 'Artists and galleries', [
        { titleES: 'Artistas', titleEN: 'Artists', url: '/es/artistas', image: null },
        { titleES: 'Galerías', titleEN: 'Galleries', url: galleriesOf(current.prefix), image: null },
      ]),
    },
    {
      id: 3,
      position: 3,
      url: '/es/artistas',
      mainTitleEs: 'Artistas',
      mainTitleEn: 'Artists',
      site: 'fair',
      blockWithImages: null,
      blockWithText1: null,
      blockWithText2: null,
    },
    {
      id: 4,
      position: 4,
      url: galleriesOf(current.prefix),
      mainTitleEs: 'Galerías',
      mainTitleEn: 'Galleries',
      site: 'fair',
      blockWithImages: null,
      blockWithText1: block(
        'Ediciones',
        'Editions',
        'Galerías participantes',
        'Participating galleries',
        editions.map((c) => ({
          titleES: `Edición ${c.year}`,
          titleEN: `${c.year} edition`,
          url: galleriesOf(c.prefix),
          image: null,
        })),
      ),
      blockWithText2: null,
    },
    {
      id: 5,
      position: 5,
      url: '/es/actividades',
      mainTitleEs: 'Actividades',
      mainTitleEn: 'Activities',
      site: 'fair',
      blockWithImages: block(
        'Agenda',
        'Agenda',
        'Próximas citas',
        'Coming up',
        ofCategory('agenda').slice(0, 3).map(postImage),
      ),
      blockWithText1: block(
        'Programa',
        'Programme',
        'Charlas, visitas y talleres',
        'Talks, tours and workshops',
        data.activities
          .slice(0, 5)
          .map((a) => ({ titleES: a.titleEs, titleEN: a.titleEn, url: `/es/actividad/${a.slug}`, image: null })),
      ),
      blockWithText2: null,
    },
    {
      id: 6,
      position: 6,
      url: '/es/blog',
      mainTitleEs: 'Blog',
      mainTitleEn: 'Blog',
      site: 'fair',
      blockWithImages: block('Blog', 'Blog', 'Últimas entradas', 'Latest posts', newest.slice(3, 6).map(postImage)),
      blockWithText1: null,
      blockWithText2: null,
    },
    {
      id: 7,
      position: 7,
      url: '/es/shop',
      mainTitleEs: 'Tienda',
      mainTitleEn: 'Shop',
      site: 'all',
      blockWithImages: block(
        'Exposiciones',
        'Shows',
        'Selecciones de la tienda',
        'Shop selections',
        data.expositions.slice(0, 3).map((e) => ({
          titleES: e.titleEs,
          titleEN: e.titleEn,
          url: `/es/shop/exposicion/${e.slug}`,
          image: e.image ? { url: imagePath(e.image.key, 3, 'webp') } : null,
        })),
      ),
      blockWithText1: block('Obras', 'Works', 'Compra online', 'Buy online', disciplines('/es/shop/obras')),
      blockWithText2: block(
        'Tendencias',
        'Trends',
        'Estilos y temas',
        'Styles and themes',
        [...styles, ...themes].map((t) => ({
          titleES: t.nameEs,
          titleEN: t.nameEn,
          url: `/es/shop/tendencias/${t.slugEs}`,
          image: null,
        })),
      ),
    },
  ];
}
