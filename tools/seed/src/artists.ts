/** The artists: names drawn by origin, biographies in both languages, and a portrait for two in three. */
import type * as schema from '@art/db';
import { slugify } from '@art/model';
import type { Random } from './art';
import { artistBiography } from './content/biographies';
import { GALLERIES } from './content/galleries';
import { ORIGINS, ORIGIN_WEIGHTS, cityEnOrBlank } from './content/people';
import { must, rng, uniqueSlugs, type Insert } from './shared';

function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** Whether the demo artist at `index` has a portrait: all but every third (the first, the demo's example, has one). */
function hasPortrait(index: number): boolean {
  return index % 3 !== 2;
}

/** What later steps read about an artist. */
export interface ArtistInfo {
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

/**
 * `count` artists spread over `galleries` galleries; those beyond the first `demoArtists` (bench) show a demo
 * artist's portrait. `names` counts the full names taken, so that repeats stay rare.
 */
export function buildArtists(
  count: number,
  galleries: number,
  demoArtists: number,
  names: Map<string, number>,
): { rows: Insert<typeof schema.artists>[]; info: ArtistInfo[] } {
  const slugs = uniqueSlugs();
  const rows: Insert<typeof schema.artists>[] = [];
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
