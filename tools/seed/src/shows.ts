/** The shows of the shop: selections of shop works around an idea, each with its cover and its works in order. */
import type * as schema from '@art/db';
import { MARKET_CATALOG_PREFIX, slugify } from '@art/model';
import type { Catalogue } from './catalogue';
import { SHOWS, type ShowWork } from './content/shows';
import { DAY, cover, deck, must, rng, uniqueSlugs, type ImageJob, type Insert } from './shared';

/** The shows' rows. */
export interface ShowData {
  expositions: Insert<typeof schema.expositions>[];
  expositionWorks: Insert<typeof schema.expositionWorks>[];
}

/** The shows' rows, the names of each show's artists (all of them, for the posts) and the covers to draw. */
export interface Shows extends ShowData {
  /** Per show, in order, the full names of the artists of its works. */
  showArtists: string[][];
  imageJobs: ImageJob[];
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `count` shows, each picking 8 to 16 of the first 5,000 shown shop works it accepts (any of them when too few). */
export function buildShows(count: number, catalogue: Pick<Catalogue, 'works' | 'workInfo' | 'artistInfo'>): Shows {
  const { works, workInfo, artistInfo } = catalogue;
  const jobs: ImageJob[] = [];
  const expositions: Insert<typeof schema.expositions>[] = [];
  const showArtists: string[][] = [];
  const expositionWorks: Insert<typeof schema.expositionWorks>[] = [];
  const showSlugs = uniqueSlugs();
  const showSlugsEn = uniqueSlugs();
  const marketWorks = works
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => (w.catalogs ?? []).includes(MARKET_CATALOG_PREFIX) && w.workState !== 'Desactivada')
    .slice(0, 5000);
  for (let s = 0; s < count; s++) {
    const source = must(SHOWS[s], 'show');
    const random = rng('show', s);
    const candidates = marketWorks.filter(({ w, i }) => {
      const info = must(workInfo[i], 'work info');
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
      ...new Set(picked.map(({ i }) => must(artistInfo[must(workInfo[i], 'work').artistIndex], 'artist').fullName)),
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
  return { expositions, expositionWorks, showArtists, imageJobs: jobs };
}
