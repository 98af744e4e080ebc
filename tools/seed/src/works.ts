/**
 * The works: drawn from decks so that every state, price range, size, colour and image count appears in proportion
 * (and at least once when the size allows), with their measures, catalogues, tags, description and pictures.
 */
import type * as schema from '@art/db';
import {
  COLOURS,
  HIDDEN_WORK_STATE,
  MARKET_CATALOG_PREFIX,
  PRICE_RANGES,
  slugify,
  WORK_STATES,
  type Colour,
  type PriceRange,
  type WorkState,
} from '@art/model';
import { artworkSvg, hashSeed, type ArtworkDiscipline, type Random } from './art';
import type { ArtistInfo } from './artists';
import { workDescription } from './content/biographies';
import { TAGS } from './content/tags';
import { TECHNIQUES, workTitle } from './content/vocabulary';
import {
  CURRENT_EDITION,
  DAY,
  FAIR_OPENS,
  MINUTE,
  WORK_IMAGE_SIDE,
  deck,
  hexOf,
  must,
  rng,
  type ImageJob,
  type Insert,
} from './shared';

/** What later steps read about a work. */
export interface WorkInfo {
  discipline: number;
  artistIndex: number;
  galleryIndex: number;
  tagSlugs: string[];
  countryCode: string;
}

function imageSize(widthCm: number, heightCm: number, side: number): { width: number; height: number } {
  const longest = Math.max(widthCm, heightCm);
  return {
    width: Math.max(16, Math.round((side * widthCm) / longest)),
    height: Math.max(16, Math.round((side * heightCm) / longest)),
  };
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

/** A run of works drawn together. */
export interface WorkBatch {
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

/** Adds the works of `batch` (rows, what later steps read, pictures, reused pictures) to `out`. */
export function buildWorks(
  batch: WorkBatch,
  artists: ArtistInfo[],
  participations: Set<string>[],
  slugs: (base: string) => string,
  out: { rows: Insert<typeof schema.works>[]; info: WorkInfo[]; jobs: ImageJob[]; reused: [number, number][] },
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
export function coverStatesInCatalogues(
  works: Insert<typeof schema.works>[],
  participations: readonly Set<string>[],
): void {
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
