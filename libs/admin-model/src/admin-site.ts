/**
 * The back office's site content (issue 16): one schema per change of the FAQ, the static and legal pages, the header's
 * main menu, the sponsors and the press items, run by the back office's forms and by the API's mutations (decision
 * 019). As in `admin.ts`, every failing check answers `errors:admin.<name>` as its message and `admin.<name>` as the
 * API's code. The sites render these texts as plain paragraphs (blank lines between them), so no markup is accepted
 * anywhere. What only the server knows (a slug taken, an uploaded image or PDF) is checked by the API after the schema.
 *
 * @example
 * const parsed = adminFaqInputSchema.safeParse({ site: 'fair', questionES: '¿Hay guardarropa?', … });
 */
import {
  characterCount,
  defineForm,
  type FieldCheck,
  type FieldResult,
  formLine,
  formLines,
  type FormSchema,
  formZod,
  PRESS_ITEM_KINDS,
  type PressItemKind,
  problem,
  type Site,
  SITES,
  SPONSOR_LEVELS,
  type SponsorLevel,
  STORED_FILE_NAME,
  z,
} from '@art/model';
import { SLUG_PATTERN } from './admin';

/** The longest texts and largest numbers of the site content's changes. */
export const SITE_LIMITS = {
  question: 300,
  answer: 5_000,
  pageTitle: 200,
  pageContent: 50_000,
  slug: 160,
  menuTitle: 80,
  menuSubtitle: 120,
  url: 300,
  menuItems: 12,
  sponsorName: 160,
  pressTitle: 250,
  pressSummary: 3_000,
  /** A position in a list: 0 … 100,000. */
  positionMax: 100_000,
} as const;

/** The sites a menu entry may belong to: one of them, or both (`all`). */
export const MENU_SITES = ['fair', 'shop', 'all'] as const;
export type MenuSite = (typeof MENU_SITES)[number];

const NS = 'errors:';

function refused(name: string, values?: Record<string, string | number>) {
  return problem(`${NS}admin.${name}`, `admin.${name}`, values, values);
}

const pass = <T>(value: T): FieldResult<T> => ({ ok: true, value });

// eslint-disable-next-line no-control-regex -- refusing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Something that reads as markup: a tag, a comment, a declaration. */
const MARKUP = /<\s*[a-z!/?]/i;

/** The first problem of a raw value: not text, far too long, control characters. */
function rawProblem(value: unknown, max: number) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return refused('invalid');
  if (value.length > max * 4) return refused('tooLong', { max });
  if (CONTROL.test(value.replace(/\r\n?|\n|\t/g, ' '))) return refused('control');
  return null;
}

/** A one-line text, at most `max` characters, without `<` or `>`. */
function line(max: number, required: boolean): FieldCheck<string> {
  return (value) => {
    const raw = rawProblem(value, max);
    if (raw) return raw;
    const text = formLine(value);
    if (text === '') return required ? refused('required') : pass('');
    if (characterCount(text) > max) return refused('tooLong', { max });
    if (/[<>]/.test(text)) return refused('markup');
    return pass(text);
  };
}

/** Paragraphs of plain text (blank lines between them, as the sites render them): no markup. */
function paragraphs(max: number, required: boolean): FieldCheck<string> {
  return (value) => {
    const raw = rawProblem(value, max);
    if (raw) return raw;
    const text = formLines(value);
    if (text === '') return required ? refused('required') : pass('');
    if (characterCount(text) > max) return refused('tooLong', { max });
    if (MARKUP.test(text)) return refused('markup');
    return pass(text);
  };
}

/** One of a list of values. */
function oneOf<C extends string>(choices: readonly C[], name: string): FieldCheck<C> {
  return (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return refused('required');
    return (choices as readonly string[]).includes(text) ? pass(text as C) : refused(name);
  };
}

/** A position in a list (0 … {@link SITE_LIMITS.positionMax}); null (blank) puts the row last. */
const position: FieldCheck<number | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return refused('number');
  if (!Number.isInteger(number)) return refused('integer');
  if (number < 0 || number > SITE_LIMITS.positionMax) return refused('range', { min: 0, max: SITE_LIMITS.positionMax });
  return pass(number);
};

/** An optional slug (null: derived by the API from the title). */
const slug: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, SITE_LIMITS.slug);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return pass(null);
  if (text.length > SITE_LIMITS.slug) return refused('tooLong', { max: SITE_LIMITS.slug });
  return SLUG_PATTERN.test(text) ? pass(text) : refused('slug');
};

/** A web address of another site: http or https, a host with a dot, nothing that could break out of an attribute. */
export function isWebAddress(text: string): boolean {
  if (/[<>"'`\s\\]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A path of the sites: `/` then path characters, not `//` (another host) nor a backslash. */
export function isSitePath(text: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*$/.test(text) && !/[<>"`\\]/.test(text);
}

/** An optional http(s) address (a sponsor's site). */
const webAddress: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, SITE_LIMITS.url);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return pass(null);
  if (text.length > SITE_LIMITS.url) return refused('tooLong', { max: SITE_LIMITS.url });
  return isWebAddress(text) ? pass(text) : refused('website');
};

/** A link of the menu: a path of the sites (`/es/obras`) or an http(s) address. */
function menuUrl(value: unknown): FieldResult<string> {
  const raw = rawProblem(value, SITE_LIMITS.url);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return refused('required');
  if (text.length > SITE_LIMITS.url) return refused('tooLong', { max: SITE_LIMITS.url });
  return isSitePath(text) || isWebAddress(text) ? pass(text) : refused('link');
}

/** What an image key looks like (`isValidImageKey` of `@art/images`); whether it is stored is the API's to say. */
const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{0,120}(?:\/[a-z0-9][a-z0-9-]{0,120}){0,3}$/;

/** An optional image key (`POST /api/admin/images`). */
const imageKey: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  return typeof value === 'string' && IMAGE_KEY.test(value) ? pass(value) : refused('imageUnknown');
};

/** An optional stored PDF's name (`POST /api/admin/files`); whether it is stored is the API's to say. */
const fileKey: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  return typeof value === 'string' && STORED_FILE_NAME.test(value) ? pass(value) : refused('fileUnknown');
};

const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** A calendar date, `YYYY-MM-DD`, that exists (1900 … 2100). */
const isoDate: FieldCheck<string> = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return refused('required');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return refused('date', DATE_YEARS);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= DATE_YEARS.min && year <= DATE_YEARS.max ? pass(text) : refused('date', DATE_YEARS);
};

const checkbox: FieldCheck<boolean> = (value) =>
  value === undefined || value === null ? pass(false) : typeof value === 'boolean' ? pass(value) : refused('invalid');

// ——— FAQ ———

/** A question and its answer, in both languages, on one site (`AdminFaqInput`). */
export const adminFaqForm: FormSchema<{
  site: Site;
  position: number | null;
  questionES: string;
  questionEN: string;
  answerES: string;
  answerEN: string;
}> = /* @__PURE__ */ defineForm({
  site: oneOf(SITES, 'site'),
  position,
  questionES: line(SITE_LIMITS.question, true),
  questionEN: line(SITE_LIMITS.question, true),
  answerES: paragraphs(SITE_LIMITS.answer, true),
  answerEN: paragraphs(SITE_LIMITS.answer, true),
});

// ——— Static and legal pages ———

/** A static or legal page (`AdminStaticPageInput`): slugs, titles and plain-text content in both languages. */
export const adminStaticPageForm: FormSchema<{
  slugES: string | null;
  slugEN: string | null;
  isLegal: boolean;
  titleES: string;
  titleEN: string;
  contentES: string;
  contentEN: string;
}> = /* @__PURE__ */ defineForm({
  slugES: slug,
  slugEN: slug,
  isLegal: checkbox,
  titleES: line(SITE_LIMITS.pageTitle, true),
  titleEN: line(SITE_LIMITS.pageTitle, true),
  contentES: paragraphs(SITE_LIMITS.pageContent, true),
  contentEN: paragraphs(SITE_LIMITS.pageContent, true),
});

// ——— Main menu ———

/** A link of a menu block, in its order; `imageKey` only in the block with images. */
export interface AdminMenuItem {
  titleES: string;
  titleEN: string;
  url: string;
  imageKey: string | null;
}

/** A block of a menu entry's drop-down: titles, subtitles and its links. */
export interface AdminMenuBlock {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: AdminMenuItem[];
}

/** A block of the drop-down; null (or absent) for none. The first refused part is the block's problem. */
function menuBlock(withImages: boolean): FieldCheck<AdminMenuBlock | null> {
  return (value) => {
    if (value === undefined || value === null) return pass(null);
    if (typeof value !== 'object' || Array.isArray(value)) return refused('invalid');
    const record = value as Record<string, unknown>;
    const out: AdminMenuBlock = { titleES: '', titleEN: '', subtitleES: '', subtitleEN: '', items: [] };
    for (const name of ['titleES', 'titleEN'] as const) {
      const checked = line(SITE_LIMITS.menuTitle, true)(record[name], {});
      if (!checked.ok) return checked;
      out[name] = checked.value;
    }
    for (const name of ['subtitleES', 'subtitleEN'] as const) {
      const checked = line(SITE_LIMITS.menuSubtitle, false)(record[name], {});
      if (!checked.ok) return checked;
      out[name] = checked.value;
    }
    const items = record['items'];
    if (items !== undefined && items !== null && !Array.isArray(items)) return refused('invalid');
    const list = (items as unknown[] | null | undefined) ?? [];
    if (list.length > SITE_LIMITS.menuItems) return refused('tooMany', { max: SITE_LIMITS.menuItems });
    for (const one of list) {
      if (typeof one !== 'object' || one === null) return refused('invalid');
      const item = one as Record<string, unknown>;
      const titleES = line(SITE_LIMITS.menuTitle, true)(item['titleES'], {});
      if (!titleES.ok) return titleES;
      const titleEN = line(SITE_LIMITS.menuTitle, true)(item['titleEN'], {});
      if (!titleEN.ok) return titleEN;
      const url = menuUrl(item['url']);
      if (!url.ok) return url;
      const image = imageKey(item['imageKey'], {});
      if (!image.ok) return image;
      if (image.value !== null && !withImages) return refused('invalid');
      out.items.push({ titleES: titleES.value, titleEN: titleEN.value, url: url.value, imageKey: image.value });
    }
    return pass(out);
  };
}

/** An entry of the header's main menu (`AdminMenuEntryInput`) with its three blocks. */
export const adminMenuEntryForm: FormSchema<{
  site: MenuSite;
  position: number | null;
  url: string;
  mainTitleES: string;
  mainTitleEN: string;
  blockWithImages: AdminMenuBlock | null;
  blockWithText1: AdminMenuBlock | null;
  blockWithText2: AdminMenuBlock | null;
}> = /* @__PURE__ */ defineForm({
  site: oneOf(MENU_SITES, 'menuSite'),
  position,
  url: (value) => menuUrl(value),
  mainTitleES: line(SITE_LIMITS.menuTitle, true),
  mainTitleEN: line(SITE_LIMITS.menuTitle, true),
  blockWithImages: menuBlock(true),
  blockWithText1: menuBlock(false),
  blockWithText2: menuBlock(false),
});

// ——— Sponsors ———

/** A sponsor (`AdminSponsorInput`): name, level, site, position and logo. */
export const adminSponsorForm: FormSchema<{
  name: string;
  level: SponsorLevel;
  url: string | null;
  position: number | null;
  logoKey: string | null;
}> = /* @__PURE__ */ defineForm({
  name: line(SITE_LIMITS.sponsorName, true),
  level: oneOf(SPONSOR_LEVELS, 'sponsorLevel'),
  url: webAddress,
  position,
  logoKey: imageKey,
});

// ——— Press ———

/** A press item (`AdminPressItemInput`): a release, the press kit or a press image, with its PDF or image. */
export const adminPressItemForm: FormSchema<{
  kind: PressItemKind;
  titleES: string;
  titleEN: string;
  summaryES: string;
  summaryEN: string;
  publishedOn: string;
  fileKey: string | null;
  imageKey: string | null;
}> = /* @__PURE__ */ defineForm({
  kind: oneOf(PRESS_ITEM_KINDS, 'pressKind'),
  titleES: line(SITE_LIMITS.pressTitle, true),
  titleEN: line(SITE_LIMITS.pressTitle, true),
  summaryES: paragraphs(SITE_LIMITS.pressSummary, false),
  summaryEN: paragraphs(SITE_LIMITS.pressSummary, false),
  publishedOn: isoDate,
  fileKey,
  imageKey,
});

/** The stored PDF's name of a press file's public address (`/api/files/{name}.pdf`), or null. */
export function fileKeyOf(url: string | null | undefined): string | null {
  const match = /^\/api\/files\/([a-z0-9][a-z0-9-]{0,120})\.pdf$/.exec(url ?? '');
  return match?.[1] ?? null;
}

/** The zod schemas of the site content's changes, lazy like those of `admin.ts`. */
export const adminFaqInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminFaqForm));
export const adminStaticPageInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminStaticPageForm));
export const adminMenuEntryInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminMenuEntryForm));
export const adminSponsorInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminSponsorForm));
export const adminPressItemInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminPressItemForm));
