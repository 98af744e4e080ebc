/**
 * The back office's content forms (issue 16): a post, a banner and an activity, each one schema run by the back
 * office's form in the browser and by the API's mutation (decision 019), built of the same field checks as the
 * catalogue's forms (`adminFieldChecks` of `./admin`), with the same `errors:admin.<name>` messages. What only the
 * server knows (a free slug, a catalogue that exists, an uploaded image) is checked by the API after the schema.
 *
 * @example
 * const parsed = adminPostInputSchema.safeParse(values);
 * if (!parsed.success) showErrors(parsed.error.issues);
 */
import {
  defineForm,
  type FieldCheck,
  formLine,
  type FormSchema,
  formZod,
  NEWS_CATEGORIES,
  type NewsCategory,
  z,
} from '@art/model';
import { adminFieldChecks } from './admin';

const { refused, pass, rawProblem, line, lines, slug, imageKey, catalogPrefix } = adminFieldChecks;

/** The longest texts of the content forms, in characters, and the years a date may be in. */
export const ADMIN_CONTENT_LIMITS = {
  title: 200,
  summary: 1_000,
  /** A post's or an activity's body: paragraphs separated by blank lines. */
  body: 50_000,
  author: 120,
  category: 80,
  place: 200,
  bannerText: 1_000,
  link: 500,
  yearMin: 2000,
  yearMax: 2100,
} as const;

/** The keys of the posts' categories (`NEWS_CATEGORIES`). */
export const POST_CATEGORY_KEYS = NEWS_CATEGORIES.map((c) => c.key) as readonly NewsCategory[];

/** A date and time: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm[:ss[.sss]]` with `Z` or an offset (none reads as UTC). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of a date field as an ISO string; null when blank; undefined when it is no date or out of `years`
 * (the content's by default; the coupons' have their own).
 */
export function adminInstant(
  value: unknown,
  years: { yearMin: number; yearMax: number } = ADMIN_CONTENT_LIMITS,
): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  // `2025-02-31` would roll over to March in `Date`: refuse a day the month does not have.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  const zoned = match[4] === undefined ? `${year}-${month}-${day}T00:00:00Z` : match[7] ? text : `${text}Z`;
  const date = new Date(zoned.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return undefined;
  const y = date.getUTCFullYear();
  if (y < years.yearMin || y > years.yearMax) return undefined;
  return date.toISOString();
}

/** A date and time (ISO 8601 out), required or not. */
function instant(required: true): FieldCheck<string>;
function instant(required: false): FieldCheck<string | null>;
function instant(required: boolean): FieldCheck<string | null> {
  return (value) => {
    const raw = rawProblem(value instanceof Date ? null : value, 40);
    if (raw) return raw;
    const at = adminInstant(value);
    if (at === undefined)
      return refused('date', { min: ADMIN_CONTENT_LIMITS.yearMin, max: ADMIN_CONTENT_LIMITS.yearMax });
    if (at === null) return required ? refused('required') : pass(null);
    return pass(at);
  };
}

/** An end that is not before the start (`startField` of the same form); a start that is no date is its own error. */
function endAfter(startField: string): FieldCheck<string | null> {
  return (value, data) => {
    const checked = instant(false)(value, data);
    if (!checked.ok || checked.value === null) return checked;
    const start = adminInstant(data[startField]);
    if (start && checked.value < start) return refused('dateOrder');
    return checked;
  };
}

/** A yes or no (a switch): true, false or their words; missing is no. */
const yesNo: FieldCheck<boolean> = (value) => {
  if (value === undefined || value === null || value === false || value === 'false') return pass(false);
  if (value === true || value === 'true') return pass(true);
  return refused('invalid');
};

/** An optional image key (null: no image); whether it is uploaded is the API's to say. */
const optionalImage: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  return imageKey(value) === null ? refused('imageUnknown') : pass(value as string);
};

/** A post's category: a key of `NEWS_CATEGORIES`. */
const postCategory: FieldCheck<NewsCategory> = (value) => {
  const key = typeof value === 'string' ? value.trim() : '';
  if (key === '') return refused('required');
  return (POST_CATEGORY_KEYS as readonly string[]).includes(key) ? pass(key as NewsCategory) : refused('postCategory');
};

/**
 * Whether a link of the sites may be followed: an `http(s)` address, or a path of the sites (`/es/…`, one leading
 * slash: `//host` would leave them). No scheme but those two (`javascript:`, `data:`…), no spaces, quotes or `<>`.
 * @example isSafeLink('/es/noticias') // true
 * @example isSafeLink('javascript:alert(1)') // false
 */
export function isSafeLink(text: string): boolean {
  if (/[\s<>"'`\\]/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An optional link (null: none): see {@link isSafeLink}. */
const optionalLink: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, ADMIN_CONTENT_LIMITS.link);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return pass(null);
  if (text.length > ADMIN_CONTENT_LIMITS.link) return refused('tooLong', { max: ADMIN_CONTENT_LIMITS.link });
  return isSafeLink(text) ? pass(text) : refused('link');
};

/** An optional catalogue prefix (null: none); whether it exists is the API's to say. */
const optionalCatalog: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return pass(null);
  const prefix = catalogPrefix(value);
  return prefix === null ? refused('catalogUnknown') : pass(prefix);
};

/** A post's values (`AdminPostInput`). */
export interface AdminPostValues extends Record<string, unknown> {
  titleES: string;
  titleEN: string;
  slugES: string | null;
  slugEN: string | null;
  category: NewsCategory;
  shortContentES: string;
  shortContentEN: string;
  contentES: string;
  contentEN: string;
  author: string;
  authorEN: string;
  publishedAt: string | null;
  published: boolean;
  imageKey: string | null;
}

/**
 * A post (`AdminPostInput`): both titles and slugs (derived from the titles when empty), category, summaries and
 * bodies, signature, publish date (now when empty; a future date schedules the post), published or draft, image.
 */
export const adminPostForm: FormSchema<AdminPostValues> = /* @__PURE__ */ defineForm({
  titleES: line(ADMIN_CONTENT_LIMITS.title, true),
  titleEN: line(ADMIN_CONTENT_LIMITS.title, true),
  slugES: slug,
  slugEN: slug,
  category: postCategory,
  shortContentES: lines(ADMIN_CONTENT_LIMITS.summary),
  shortContentEN: lines(ADMIN_CONTENT_LIMITS.summary),
  contentES: lines(ADMIN_CONTENT_LIMITS.body),
  contentEN: lines(ADMIN_CONTENT_LIMITS.body),
  author: line(ADMIN_CONTENT_LIMITS.author, false),
  authorEN: line(ADMIN_CONTENT_LIMITS.author, false),
  publishedAt: instant(false),
  published: yesNo,
  imageKey: optionalImage,
});

/** A banner's values (`AdminBannerInput`). */
export interface AdminBannerValues extends Record<string, unknown> {
  titleES: string;
  titleEN: string;
  textES: string;
  textEN: string;
  linkUrl: string | null;
  imageKey: string | null;
  published: boolean;
  activeFrom: string | null;
  activeTo: string | null;
}

/**
 * A banner (`AdminBannerInput`): both titles and texts, a link (see {@link isSafeLink}), image, published or draft,
 * and the dates it shows between (either may be open; the end not before the start).
 */
export const adminBannerForm: FormSchema<AdminBannerValues> = /* @__PURE__ */ defineForm({
  titleES: line(ADMIN_CONTENT_LIMITS.title, true),
  titleEN: line(ADMIN_CONTENT_LIMITS.title, true),
  textES: lines(ADMIN_CONTENT_LIMITS.bannerText),
  textEN: lines(ADMIN_CONTENT_LIMITS.bannerText),
  linkUrl: optionalLink,
  imageKey: optionalImage,
  published: yesNo,
  activeFrom: instant(false),
  activeTo: endAfter('activeFrom'),
});

/** An activity's values (`AdminActivityInput`). */
export interface AdminActivityValues extends Record<string, unknown> {
  titleES: string;
  titleEN: string;
  slugES: string | null;
  slugEN: string | null;
  categoryES: string;
  categoryEN: string;
  shortContentES: string;
  shortContentEN: string;
  contentES: string;
  contentEN: string;
  placeES: string;
  placeEN: string;
  startsAt: string;
  endsAt: string | null;
  catalog: string | null;
  imageKey: string | null;
}

/**
 * An activity (`AdminActivityInput`): both titles and slugs, its category in both languages (categories are content,
 * not a fixed list), texts, place, when it starts and ends, the catalogue (edition) it belongs to, image.
 */
export const adminActivityForm: FormSchema<AdminActivityValues> = /* @__PURE__ */ defineForm({
  titleES: line(ADMIN_CONTENT_LIMITS.title, true),
  titleEN: line(ADMIN_CONTENT_LIMITS.title, true),
  slugES: slug,
  slugEN: slug,
  categoryES: line(ADMIN_CONTENT_LIMITS.category, true),
  categoryEN: line(ADMIN_CONTENT_LIMITS.category, true),
  shortContentES: lines(ADMIN_CONTENT_LIMITS.summary),
  shortContentEN: lines(ADMIN_CONTENT_LIMITS.summary),
  contentES: lines(ADMIN_CONTENT_LIMITS.body),
  contentEN: lines(ADMIN_CONTENT_LIMITS.body),
  placeES: line(ADMIN_CONTENT_LIMITS.place, false),
  placeEN: line(ADMIN_CONTENT_LIMITS.place, false),
  startsAt: instant(true),
  endsAt: endAfter('startsAt'),
  catalog: optionalCatalog,
  imageKey: optionalImage,
});

/** A post's published state alone (`setPostPublished`). */
export const adminPostPublishedForm: FormSchema<{ published: boolean }> = /* @__PURE__ */ defineForm({
  published: (value, data) =>
    typeof value === 'boolean' || value === 'true' || value === 'false' ? yesNo(value, data) : refused('invalid'),
});

/** The zod schemas of the content forms (lazy: a page importing `@art/model` without running one builds none). */
export const adminPostInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminPostForm));
export const adminBannerInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminBannerForm));
export const adminActivityInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminActivityForm));
