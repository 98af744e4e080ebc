/**
 * The press room's downloads: a PDF for each press release and for the press kit, written from the seed's own rows
 * (the edition's dates, venue and hours, its galleries, artists and activities, the press office), in Spanish and
 * then in English, so one file serves both sites. The API serves them at `/api/files/{name}.pdf`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as schema from '@art/db';
import { filePath, slugify, type Language } from '@art/model';
import { FAIR } from './content/pages';
import { writePdf, type PdfBlock } from './pdf';
import type { Insert } from './shared';

/** A file to write: `{name}.pdf` in the files folder. */
export interface FileJob {
  name: string;
  render: () => Promise<Buffer>;
}

/** The rows of the seed a press document tells of (the seed's steps build them before the documents). */
interface PressSource {
  catalogs: Insert<typeof schema.catalogs>[];
  galleries: Insert<typeof schema.galleries>[];
  galleryParticipations: Insert<typeof schema.galleryParticipations>[];
  works: Insert<typeof schema.works>[];
  activities: Insert<typeof schema.activities>[];
  pressItems: Insert<typeof schema.pressItems>[];
  pressContacts: Insert<typeof schema.pressContacts>[];
}
type PressItem = Insert<typeof schema.pressItems>;

/** Press items with a document of their own (images are downloaded as their picture). */
const DOCUMENT_KINDS = new Set(['release', 'kit']);

/**
 * The file name of a press item's document (its Spanish title as a slug), or null for a kind without one.
 * @example pressFileName({ kind: 'kit', titleEs: 'Dosier de prensa 2025' }) // 'dosier-de-prensa-2025'
 */
export function pressFileName(item: { kind: string; titleEs: string }): string | null {
  return DOCUMENT_KINDS.has(item.kind) ? slugify(item.titleEs).slice(0, 120).replace(/-+$/, '') : null;
}

/** The address a press item's `file_url` holds: where the API serves its document. */
export function pressFileUrl(item: { kind: string; titleEs: string }): string | null {
  const name = pressFileName(item);
  return name ? filePath(name) : null;
}

const MONTHS: Record<Language, readonly string[]> = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Day, month and year of an ISO date (`2025-03-05`). */
function dateParts(iso: string): { day: number; month: number; year: number } {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { day, month: month - 1, year };
}

/** `5 de marzo de 2025` / `5 March 2025`. */
function longDate(iso: string, lang: Language): string {
  const { day, month, year } = dateParts(iso);
  return lang === 'es' ? `${day} de ${MONTHS.es[month]} de ${year}` : `${day} ${MONTHS.en[month]} ${year}`;
}

/** `del 5 al 9 de marzo de 2025` / `5 to 9 March 2025` (the months written out when they differ). */
function dateRange(from: string, to: string, lang: Language): string {
  const a = dateParts(from);
  const b = dateParts(to);
  if (a.year === b.year && a.month === b.month) {
    return lang === 'es' ? `del ${a.day} al ${longDate(to, lang)}` : `${a.day} to ${longDate(to, lang)}`;
  }
  return lang === 'es'
    ? `del ${longDate(from, lang)} al ${longDate(to, lang)}`
    : `${longDate(from, lang)} to ${longDate(to, lang)}`;
}

const MADRID = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An activity's start in Madrid, the year left to the edition: `6 de marzo, 18:00` / `6 March, 18:00`. */
function madridTime(date: Date, lang: Language): string {
  const part = (type: string) => MADRID.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const day = Number(part('day'));
  const month = Number(part('month')) - 1;
  const time = `${part('hour')}:${part('minute')}`;
  return lang === 'es' ? `${day} de ${MONTHS.es[month]}, ${time}` : `${day} ${MONTHS.en[month]}, ${time}`;
}

/** The texts of a document's frame, per language. */
const LABELS = {
  es: {
    release: 'Nota de prensa',
    kit: 'Dosier de prensa',
    about: 'Sobre la feria',
    facts: 'Datos de la edición',
    edition: 'Edición',
    dates: 'Fechas',
    venue: 'Lugar',
    hours: 'Horario',
    galleries: 'Galerías',
    artists: 'Artistas',
    activities: 'Actividades',
    galleryList: 'Galerías participantes',
    programme: 'Programa de actividades',
    contacts: 'Contactos de prensa',
    stand: 'stand',
    images: 'Las imágenes de prensa, en alta resolución, se descargan en la sala de prensa de la web de la feria.',
  },
  en: {
    release: 'Press release',
    kit: 'Press kit',
    about: 'About the fair',
    facts: 'Key facts of the edition',
    edition: 'Edition',
    dates: 'Dates',
    venue: 'Venue',
    hours: 'Opening hours',
    galleries: 'Galleries',
    artists: 'Artists',
    activities: 'Activities',
    galleryList: 'Participating galleries',
    programme: 'Activities programme',
    contacts: 'Press contacts',
    stand: 'stand',
    images: 'High-resolution press images can be downloaded from the press room of the fair’s website.',
  },
} as const;

/** What the documents say about the current edition, worked out once from the rows. */
interface Edition {
  number: number;
  startsOn: string;
  endsOn: string;
  venue: Record<Language, string>;
  address: string;
  hours: Record<Language, string>;
  galleries: { name: string; city: string; stand: string | null }[];
  artists: number;
  activities: { startsAt: Date; title: Record<Language, string> }[];
}

function currentEdition(source: PressSource): Edition {
  const catalog = source.catalogs.find((c) => c.isCurrent);
  if (!catalog?.startsOn || !catalog.endsOn) throw new Error('The seed has no current edition with dates');
  const prefix = catalog.prefix;
  const byId = new Map(source.galleries.map((g) => [g.id, g]));
  const galleries = source.galleryParticipations
    .filter((p) => p.catalogPrefix === prefix)
    .map((p) => ({ gallery: byId.get(p.galleryId), stand: p.stand ?? null }))
    .flatMap(({ gallery, stand }) =>
      gallery ? [{ name: gallery.comercialName, city: gallery.city ?? '', stand }] : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const artists = new Set(source.works.filter((w) => (w.catalogs ?? []).includes(prefix)).map((w) => w.artistId)).size;
  const activities = source.activities
    .filter((a) => a.catalogPrefix === prefix)
    .map((a) => ({ startsAt: a.startsAt, title: { es: a.titleEs, en: a.titleEn } }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    number: catalog.edition ?? 0,
    startsOn: catalog.startsOn,
    endsOn: catalog.endsOn,
    venue: { es: catalog.venueEs ?? FAIR.venueEs, en: catalog.venueEn ?? FAIR.venueEn },
    address: catalog.address ?? FAIR.venueAddress,
    hours: { es: catalog.openingHoursEs ?? '', en: catalog.openingHoursEn ?? '' },
    galleries,
    artists,
    activities,
  };
}

/** `20ª edición` / `20th edition`. */
function editionName(n: number, lang: Language): string {
  if (lang === 'es') return `${n}ª edición`;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix} edition`;
}

/** The paragraph about the fair that closes a release. */
function aboutTheFair(edition: Edition, lang: Language): string {
  const dates = dateRange(edition.startsOn, edition.endsOn, lang);
  return lang === 'es'
    ? `La ${FAIR.nameEs} celebra su ${editionName(edition.number, lang)} ${dates} en la ${edition.venue.es} (${edition.address}), con ${edition.galleries.length} galerías y ${edition.artists} artistas.`
    : `The ${FAIR.nameEn} holds its ${editionName(edition.number, lang)} from ${dates} in the ${edition.venue.en} (${edition.address}), with ${edition.galleries.length} galleries and ${edition.artists} artists.`;
}

function contactBlocks(source: PressSource, lang: Language): PdfBlock[] {
  return [
    { kind: 'heading', text: LABELS[lang].contacts },
    ...[...source.pressContacts]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((c): PdfBlock => ({
        kind: 'fact',
        label: c.name,
        value: [lang === 'es' ? c.roleEs : c.roleEn, c.email, c.phone].filter(Boolean).join('\n'),
      })),
  ];
}

/** One language's part of a press item's document. */
function documentPart(item: PressItem, source: PressSource, edition: Edition, lang: Language): PdfBlock[] {
  const t = LABELS[lang];
  const head: PdfBlock[] = [
    {
      kind: 'small',
      text: `${item.kind === 'kit' ? t.kit : t.release} · ${lang === 'es' ? FAIR.nameEs : FAIR.nameEn}`,
    },
    { kind: 'title', text: lang === 'es' ? item.titleEs : item.titleEn },
    { kind: 'small', text: `Madrid, ${longDate(item.publishedOn, lang)}` },
    { kind: 'rule' },
    { kind: 'body', text: (lang === 'es' ? item.summaryEs : item.summaryEn) ?? '' },
  ];
  if (item.kind !== 'kit') {
    return [
      ...head,
      { kind: 'heading', text: t.about },
      { kind: 'body', text: aboutTheFair(edition, lang) },
      ...contactBlocks(source, lang),
    ];
  }
  return [
    ...head,
    { kind: 'heading', text: t.facts },
    { kind: 'fact', label: t.edition, value: editionName(edition.number, lang) },
    { kind: 'fact', label: t.dates, value: dateRange(edition.startsOn, edition.endsOn, lang) },
    { kind: 'fact', label: t.venue, value: `${edition.venue[lang]}\n${edition.address}` },
    ...(edition.hours[lang] ? [{ kind: 'fact', label: t.hours, value: edition.hours[lang] } as const] : []),
    { kind: 'fact', label: t.galleries, value: String(edition.galleries.length) },
    { kind: 'fact', label: t.artists, value: String(edition.artists) },
    { kind: 'fact', label: t.activities, value: String(edition.activities.length) },
    ...contactBlocks(source, lang),
    { kind: 'heading', text: t.galleryList },
    ...edition.galleries.map((g): PdfBlock => ({
      kind: 'item',
      text: [g.name, g.city, g.stand ? `${t.stand} ${g.stand}` : ''].filter(Boolean).join(' · '),
    })),
    { kind: 'heading', text: t.programme },
    ...edition.activities.map((a): PdfBlock => ({
      kind: 'fact',
      label: madridTime(a.startsAt, lang),
      value: a.title[lang],
    })),
    { kind: 'small', text: t.images },
  ];
}

/** The PDF of a press release or kit: the Spanish text, then the English one from a new page. */
export function pressDocument(item: PressItem, source: PressSource, edition = currentEdition(source)): Promise<Buffer> {
  return writePdf({
    title: `${item.titleEs} / ${item.titleEn}`,
    author: FAIR.nameEs,
    subject: item.summaryEs ?? undefined,
    lang: 'es',
    created: new Date(`${item.publishedOn}T09:00:00Z`),
    footer: `${FAIR.nameEs} · ${FAIR.pressEmail} · ${FAIR.phone}`,
    blocks: [
      ...documentPart(item, source, edition, 'es'),
      { kind: 'break' },
      ...documentPart(item, source, edition, 'en'),
    ],
  });
}

/**
 * The documents of the press items that have one (releases and kits), each rendered only when written.
 * @example for (const job of pressFileJobs(data)) await writeFile(`${job.name}.pdf`, await job.render());
 */
export function pressFileJobs(source: PressSource): FileJob[] {
  let edition: Edition | undefined;
  return source.pressItems.flatMap((item) => {
    const name = pressFileName(item);
    if (!name) return [];
    return [{ name, render: () => pressDocument(item, source, (edition ??= currentEdition(source))) }];
  });
}

/**
 * Writes each job's file into `filesDir` (created when missing), replacing what was there under the same name: each
 * written whole beside its place, then moved in, so the API never serves half a file. Answers the number written.
 */
export async function writeFiles(jobs: readonly FileJob[], filesDir: string): Promise<number> {
  await mkdir(filesDir, { recursive: true });
  for (const job of jobs) {
    const file = path.join(filesDir, `${job.name}.pdf`);
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, await job.render());
    await rename(partial, file);
  }
  return jobs.length;
}
