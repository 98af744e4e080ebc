/**
 * The back office's inputs (issue 16): roles, the limits of its lists and one schema per change (a work, an artist, a
 * gallery, a user's role), run by the back office's forms in the browser and by the API's mutations (decision 019).
 * Every failing check answers a key of the `errors` namespace (`errors:admin.required`…) as its message, with its
 * values (`{ max }`) as options, and the same key without the namespace (`admin.required`) as the API's code, so
 * both translate it with `locales/*\/errors.json`. What only the server knows (an artist, a tag or a catalogue that
 * exists, a slug already taken, an uploaded image) is checked by the API after the schema.
 *
 * @example
 * const parsed = adminWorkInputSchema.safeParse(values);
 * if (!parsed.success) for (const issue of parsed.error.issues) showError(issue.path.join('.'), t(issue.message, issue.params?.options));
 */
import {
  characterCount,
  type Colour,
  COLOURS,
  defineForm,
  DISCIPLINES,
  EMAIL_MAX_LENGTH,
  type FieldCheck,
  formLine,
  formLines,
  type FormSchema,
  formZod,
  isUserRole,
  isValidEmail,
  problem,
  slugify,
  USER_ROLES,
  type UserRole,
  WORK_STATES,
  type WorkState,
  z,
} from '@art/model';

/** The rows of a page of a back-office list: 25 unless asked, at most 100. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The last page a list answers (beyond it nobody pages; a search narrows instead). */
export const ADMIN_PAGE_MAX = 10_000;
/** Longest text search of a list, in characters. */
export const ADMIN_SEARCH_MAX = 100;

/** The longest texts and the bounds of the numbers of the back office's changes. */
export const ADMIN_LIMITS = {
  title: 200,
  slug: 160,
  description: 10_000,
  technics: 300,
  name: 120,
  galleryName: 160,
  city: 120,
  bio: 10_000,
  address: 300,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  website: 300,
  stand: 40,
  section: 80,
  /** Centimetres: a side is more than 0 and at most 100 m. */
  measureMaxCm: 10_000,
  /** Euros, VAT included. */
  priceMax: 10_000_000,
  yearMin: 1000,
  catalogs: 10,
  tags: 30,
  images: 20,
  participations: 20,
} as const;

/** The namespace of the back office's messages in the sites' translator and the back office's i18next. */
const NS = 'errors:';

/** A failed check: the message key (`errors:admin.<name>`) and the API's code (`admin.<name>`), with their values. */
function refused(name: string, values?: Record<string, string | number>) {
  return problem(`${NS}admin.${name}`, `admin.${name}`, values, values);
}

const pass = <T>(value: T) => ({ ok: true as const, value });

// eslint-disable-next-line no-control-regex -- refusing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Something that reads as markup: a tag, a comment, a declaration. */
const MARKUP = /<\s*[a-z!/?]/i;

/** The first problem of a text before it is cleaned: not text, far too long, control characters. */
function rawProblem(value: unknown, max: number) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return refused('invalid');
  if (value.length > max * 4) return refused('tooLong', { max });
  if (CONTROL.test(value.replace(/\r\n?|\n|\t/g, ' '))) return refused('control');
  return null;
}

/** A one-line text: required or not, at most `max` characters, no `<` or `>` (nothing in a name or title needs them). */
function line(max: number, required: true): FieldCheck<string>;
function line(max: number, required: false): FieldCheck<string>;
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

/** A text of several lines (a description, a biography): optional, at most `max` characters, no markup. */
function lines(max: number): FieldCheck<string> {
  return (value) => {
    const raw = rawProblem(value, max);
    if (raw) return raw;
    const text = formLines(value);
    if (characterCount(text) > max) return refused('tooLong', { max });
    if (MARKUP.test(text)) return refused('markup');
    return pass(text);
  };
}

/** What a slug looks like: lower-case ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional slug (null: derived by the API from the name or title). */
const slug: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, ADMIN_LIMITS.slug);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return pass(null);
  if (text.length > ADMIN_LIMITS.slug) return refused('tooLong', { max: ADMIN_LIMITS.slug });
  return SLUG_PATTERN.test(text) ? pass(text) : refused('slug');
};

/** A slug from a name or title, as the API derives it when none is given (at most {@link ADMIN_LIMITS.slug}). */
export function adminSlugOf(text: string): string {
  return slugify(text).slice(0, ADMIN_LIMITS.slug).replace(/-+$/, '');
}

/** A number from a field: a number, or a numeric text (a browser's input); null when blank; NaN when not a number. */
function numberOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  return /^-?[0-9]+(?:\.[0-9]+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A number in `(min, max]` (`exclusiveMin`) or `[min, max]`, with at most `decimals` decimals. */
function numberIn(options: {
  min: number;
  max: number;
  required: boolean;
  integer?: boolean;
  exclusiveMin?: boolean;
  decimals?: number;
}): FieldCheck<number | null> {
  const { min, max, required, integer = false, exclusiveMin = false, decimals = 2 } = options;
  return (value) => {
    const number = numberOf(value);
    if (number === null) return required ? refused('required') : pass(null);
    if (!Number.isFinite(number)) return refused('number');
    if (integer && !Number.isInteger(number)) return refused('integer');
    if (number > max || number < min || (exclusiveMin && number === min)) {
      return refused(exclusiveMin ? 'positiveMax' : 'range', { min, max });
    }
    const scale = 10 ** decimals;
    if (Math.abs(Math.round(number * scale) - number * scale) > 1e-6) return refused('decimals', { max: decimals });
    return pass(number);
  };
}

/** A required number (the checks of {@link numberIn}). */
const requiredNumber = (options: Omit<Parameters<typeof numberIn>[0], 'required'>) =>
  numberIn({ ...options, required: true }) as FieldCheck<number>;

/** An id of a row: a positive integer, as a number or its digits; null when blank. */
function id(required: boolean, unknownName: string): FieldCheck<number | null> {
  return (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return required ? refused('required') : pass(null);
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) return refused(unknownName);
    return pass(Number(text));
  };
}

/** A positive integer id, or null. */
function positiveId(value: unknown): number | null {
  const checked = id(true, 'invalid')(value, {});
  return checked.ok ? checked.value : null;
}

/** A list of values, each checked; unique, at most `max`. */
function list<T>(
  max: number,
  item: (value: unknown) => T | null,
  invalidName: string,
  options: { required?: boolean } = {},
): FieldCheck<T[]> {
  return (value) => {
    if (value === undefined || value === null) return options.required ? refused('required') : pass([]);
    if (!Array.isArray(value)) return refused('invalid');
    if (value.length > max) return refused('tooMany', { max });
    const out: T[] = [];
    for (const one of value) {
      const checked = item(one);
      if (checked === null) return refused(invalidName);
      if (!out.includes(checked)) out.push(checked);
    }
    if (options.required && out.length === 0) return refused('required');
    return pass(out);
  };
}

/** What a catalogue prefix looks like (`AM25`, `MARKET`); whether it exists is the API's to say. */
const CATALOG_PREFIX = /^[A-Z0-9]{2,12}$/;
const catalogPrefix = (value: unknown) => {
  const prefix = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return CATALOG_PREFIX.test(prefix) ? prefix : null;
};

/** What an image key looks like (`isValidImageKey` of `@art/images`); whether it is stored is the API's to say. */
const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{0,120}(?:\/[a-z0-9][a-z0-9-]{0,120}){0,3}$/;
const imageKey = (value: unknown) => (typeof value === 'string' && IMAGE_KEY.test(value) ? value : null);

/** ISO 3166-1 alpha-2, upper case; whether it is one of `countries` is the API's to say. */
const countryCode: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, 2);
  if (raw) return raw;
  const code = formLine(value).toUpperCase();
  if (code === '') return refused('required');
  return /^[A-Z]{2}$/.test(code) ? pass(code) : refused('country');
};

/** The latest year a work may be dated (next year's, for a work made for the coming edition). */
export const latestWorkYear = (now = new Date()) => now.getUTCFullYear() + 1;

const workState: FieldCheck<WorkState> = (value) => {
  const state = typeof value === 'string' ? value.trim() : '';
  if (state === '') return refused('required');
  return (WORK_STATES as readonly string[]).includes(state) ? pass(state as WorkState) : refused('workState');
};

const discipline: FieldCheck<number> = (value) => {
  const number = numberOf(value);
  if (number === null) return refused('required');
  return DISCIPLINES.some((d) => d.id === number) ? pass(number) : refused('discipline');
};

const colourKeys = COLOURS.map((c) => c.key) as readonly string[];

/** Colours of `COLOURS`; null (omitted) lets the API compute them from the first image. */
const colours: FieldCheck<Colour[] | null> = (value) => {
  if (value === undefined || value === null) return pass(null);
  const checked = list(
    COLOURS.length,
    (one) => (typeof one === 'string' && colourKeys.includes(one) ? (one as Colour) : null),
    'colour',
  )(value, {});
  return checked;
};

/** A work (`AdminWorkInput`): both titles, slug, texts, artist, gallery, catalogues, measures, price, state… */
export const adminWorkForm: FormSchema<{
  titleES: string;
  titleEN: string;
  slug: string | null;
  descriptionES: string;
  descriptionEN: string;
  artistId: number;
  galleryId: number | null;
  catalogs: string[];
  discipline: number;
  technicsES: string;
  technicsEN: string;
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  year: number | null;
  price: number | null;
  workState: WorkState;
  tagIds: number[];
  colours: Colour[] | null;
  imageKeys: string[] | null;
}> = /* @__PURE__ */ defineForm({
  titleES: line(ADMIN_LIMITS.title, true),
  titleEN: line(ADMIN_LIMITS.title, true),
  slug,
  descriptionES: lines(ADMIN_LIMITS.description),
  descriptionEN: lines(ADMIN_LIMITS.description),
  artistId: id(true, 'artistUnknown') as FieldCheck<number>,
  galleryId: id(false, 'galleryUnknown'),
  catalogs: list(ADMIN_LIMITS.catalogs, catalogPrefix, 'catalogUnknown', { required: true }),
  discipline,
  technicsES: line(ADMIN_LIMITS.technics, false),
  technicsEN: line(ADMIN_LIMITS.technics, false),
  widthCm: requiredNumber({ min: 0, max: ADMIN_LIMITS.measureMaxCm, exclusiveMin: true }),
  heightCm: requiredNumber({ min: 0, max: ADMIN_LIMITS.measureMaxCm, exclusiveMin: true }),
  depthCm: numberIn({ min: 0, max: ADMIN_LIMITS.measureMaxCm, exclusiveMin: true, required: false }),
  year: (value: unknown, data: Readonly<Record<string, unknown>>) =>
    numberIn({ min: ADMIN_LIMITS.yearMin, max: latestWorkYear(), integer: true, required: false })(value, data),
  price: numberIn({ min: 0, max: ADMIN_LIMITS.priceMax, required: false }),
  workState,
  tagIds: list(ADMIN_LIMITS.tags, positiveId, 'tagUnknown'),
  colours,
  imageKeys: ((value, data) =>
    value === undefined || value === null
      ? pass(null)
      : list(ADMIN_LIMITS.images, imageKey, 'imageUnknown')(value, data)) as FieldCheck<string[] | null>,
});

/** An artist (`AdminArtistInput`): names, slug, city, country, birth year, biographies, portrait. */
export const adminArtistForm: FormSchema<{
  firstName: string;
  lastName: string;
  slug: string | null;
  city: string;
  cityEN: string;
  countryCode: string;
  birthYear: number | null;
  bioES: string;
  bioEN: string;
  portraitKey: string | null;
}> = /* @__PURE__ */ defineForm({
  firstName: line(ADMIN_LIMITS.name, true),
  lastName: line(ADMIN_LIMITS.name, false),
  slug,
  city: line(ADMIN_LIMITS.city, false),
  cityEN: line(ADMIN_LIMITS.city, false),
  countryCode,
  birthYear: (value: unknown, data: Readonly<Record<string, unknown>>) =>
    numberIn({ min: ADMIN_LIMITS.yearMin, max: new Date().getUTCFullYear(), integer: true, required: false })(
      value,
      data,
    ),
  bioES: lines(ADMIN_LIMITS.bio),
  bioEN: lines(ADMIN_LIMITS.bio),
  portraitKey: (value) => {
    if (value === undefined || value === null || value === '') return pass(null);
    return imageKey(value) === null ? refused('imageUnknown') : pass(value as string);
  },
});

/** A gallery's presence in a catalogue: the catalogue, its stand and section. */
export interface AdminParticipation {
  catalog: string;
  stand: string | null;
  section: string | null;
}

const participations: FieldCheck<AdminParticipation[]> = (value) => {
  if (value === undefined || value === null) return pass([]);
  if (!Array.isArray(value)) return refused('invalid');
  if (value.length > ADMIN_LIMITS.participations) return refused('tooMany', { max: ADMIN_LIMITS.participations });
  const out: AdminParticipation[] = [];
  for (const one of value as unknown[]) {
    if (typeof one !== 'object' || one === null) return refused('invalid');
    const record = one as Record<string, unknown>;
    const catalog = catalogPrefix(record['catalog']);
    if (!catalog) return refused('catalogUnknown');
    if (out.some((p) => p.catalog === catalog)) return refused('catalogTwice');
    const stand = line(ADMIN_LIMITS.stand, false)(record['stand'], {});
    if (!stand.ok) return stand;
    const section = line(ADMIN_LIMITS.section, false)(record['section'], {});
    if (!section.ok) return section;
    out.push({ catalog, stand: stand.value || null, section: section.value || null });
  }
  return pass(out);
};

const optionalEmail: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, ADMIN_LIMITS.email);
  if (raw) return raw;
  const email = formLine(value);
  if (email === '') return pass(null);
  if (email.length > ADMIN_LIMITS.email) return refused('tooLong', { max: ADMIN_LIMITS.email });
  return isValidEmail(email) ? pass(email) : refused('email');
};

const optionalPhone: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, ADMIN_LIMITS.phone);
  if (raw) return raw;
  const phone = formLine(value);
  if (phone === '') return pass(null);
  if (phone.length > ADMIN_LIMITS.phone) return refused('tooLong', { max: ADMIN_LIMITS.phone });
  return /^\+?[0-9][0-9 ().-]{3,}$/.test(phone) ? pass(phone) : refused('phone');
};

const optionalWebsite: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, ADMIN_LIMITS.website);
  if (raw) return raw;
  const text = formLine(value);
  if (text === '') return pass(null);
  if (text.length > ADMIN_LIMITS.website) return refused('tooLong', { max: ADMIN_LIMITS.website });
  try {
    const url = new URL(text);
    if (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !/[<>"\s]/.test(text)
    ) {
      return pass(text);
    }
  } catch {
    // not an address
  }
  return refused('website');
};

/** A gallery (`AdminGalleryInput`): name, slug, texts, contact, address, country and its catalogues. */
export const adminGalleryForm: FormSchema<{
  name: string;
  slug: string | null;
  descriptionES: string;
  descriptionEN: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string;
  city: string;
  cityEN: string;
  countryCode: string;
  participations: AdminParticipation[];
}> = /* @__PURE__ */ defineForm({
  name: line(ADMIN_LIMITS.galleryName, true),
  slug,
  descriptionES: lines(ADMIN_LIMITS.description),
  descriptionEN: lines(ADMIN_LIMITS.description),
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalWebsite,
  address: line(ADMIN_LIMITS.address, false),
  city: line(ADMIN_LIMITS.city, false),
  cityEN: line(ADMIN_LIMITS.city, false),
  countryCode,
  participations,
});

/** A user's new role (`setUserRole`). */
export const adminUserRoleForm: FormSchema<{ role: UserRole }> = /* @__PURE__ */ defineForm({
  role: (value) => (isUserRole(value) ? pass(value) : refused('role')),
});

/** A work's new state alone (`setWorkState`). */
export const adminWorkStateForm: FormSchema<{ workState: WorkState }> = /* @__PURE__ */ defineForm({ workState });

/**
 * The zod schemas of the back office's changes: every failing field is one issue (path `[field]`, message
 * `errors:admin.<name>`, values in `params.options`). Lazy, so a page that imports `@art/model` without running one
 * builds none.
 */
export const adminWorkInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminWorkForm));
export const adminArtistInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminArtistForm));
export const adminGalleryInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminGalleryForm));
/** A role alone: `userRoleSchema.safeParse('editor')`. */
export const userRoleSchema = /* @__PURE__ */ z.enum(USER_ROLES, { error: () => `${NS}admin.role` });

/**
 * The field checks the back office's other forms are built of (`admin-content.ts`): one copy of each rule (a line, a
 * text of several lines, a slug, an image key, a number…), so every form refuses the same input with the same message.
 */
export const adminFieldChecks = {
  refused,
  pass,
  rawProblem,
  line,
  lines,
  slug,
  numberOf,
  numberIn,
  imageKey,
  catalogPrefix,
} as const;
