/**
 * The back office's catalogue vocabularies (issue 16): a catalogue (an edition of the fair), a trend tag and a show,
 * each one schema run by the back office's form in the browser and by the API's mutation (decision 019), built of the
 * same field checks as the other back-office forms (`adminFieldChecks` of `./admin`), with the same
 * `errors:admin.<name>` messages. What only the server knows (a prefix or slug taken, a catalogue, gallery, work or
 * uploaded image that exists) is checked by the API after the schema.
 *
 * @example
 * const parsed = adminShowInputSchema.safeParse(values);
 * if (!parsed.success) showErrors(parsed.error.issues);
 */
import {
  defineForm,
  type FieldCheck,
  formLine,
  type FormSchema,
  formZod,
  TREND_TAG_TYPES,
  type TrendTagType as TrendTagTypeKey,
  z,
} from '@art/model';
import { adminFieldChecks, ADMIN_LIMITS } from './admin';

const { refused, pass, rawProblem, line, lines, slug, numberIn, imageKey, catalogPrefix } = adminFieldChecks;

/** The longest texts and the bounds of the catalogue forms. */
export const ADMIN_CATALOGUE_LIMITS = {
  catalogName: 200,
  venue: 200,
  openingHours: 1_000,
  catalogUrl: 500,
  tagName: 120,
  tagDescription: 2_000,
  showTitle: 200,
  showInfo: 10_000,
  /** Works of one show. */
  showWorks: 200,
  yearMin: 1990,
  yearMax: 2100,
  editionMax: 999,
} as const;

/** A calendar day `YYYY-MM-DD` within the form's years; null when blank; undefined when it is no such day. */
function dayOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, 10);
  if (value.trim() === '') return null;
  // A browser's date input sends `YYYY-MM-DD`; an ISO instant from a date picker keeps its day.
  if (!/^\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.test(value.trim())) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return undefined;
  const year = date.getUTCFullYear();
  if (year < ADMIN_CATALOGUE_LIMITS.yearMin || year > ADMIN_CATALOGUE_LIMITS.yearMax) return undefined;
  return text;
}

/** An optional day. */
const day: FieldCheck<string | null> = (value) => {
  const raw = rawProblem(value, 40);
  if (raw) return raw;
  const checked = dayOf(value);
  if (checked === undefined)
    return refused('date', { min: ADMIN_CATALOGUE_LIMITS.yearMin, max: ADMIN_CATALOGUE_LIMITS.yearMax });
  return pass(checked);
};

/** An optional day not before the day of `startField` (a start that is no day is its own error). */
function dayAfter(startField: string): FieldCheck<string | null> {
  return (value, data) => {
    const checked = day(value, data);
    if (!checked.ok || checked.value === null) return checked;
    const start = dayOf(data[startField]);
    if (start && checked.value < start) return refused('dateOrder');
    return checked;
  };
}

/** An optional `http(s)` address with a host name, at most `max` characters. */
function webAddress(max: number): FieldCheck<string | null> {
  return (value) => {
    const raw = rawProblem(value, max);
    if (raw) return raw;
    const text = formLine(value);
    if (text === '') return pass(null);
    if (text.length > max) return refused('tooLong', { max });
    try {
      const url = new URL(text);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.hostname.includes('.') &&
        !/[<>"'\s]/.test(text)
      )
        return pass(text);
    } catch {
      // not an address
    }
    return refused('website');
  };
}

/** A catalogue's prefix: 2 to 12 capital letters or digits (`AM26`), upper-cased. */
const prefix: FieldCheck<string> = (value) => {
  const raw = rawProblem(value, 12);
  if (raw) return raw;
  if (formLine(value) === '') return refused('required');
  const checked = catalogPrefix(value);
  return checked === null ? refused('catalogPrefix') : pass(checked);
};

/** A catalogue (`AdminCatalogInput`): prefix (fixed once created), year, edition, names, dates, venue, hours, link. */
export const adminCatalogForm: FormSchema<{
  prefix: string;
  year: number;
  edition: number | null;
  nameES: string;
  nameEN: string;
  startsOn: string | null;
  endsOn: string | null;
  venueES: string;
  venueEN: string;
  address: string;
  openingHoursES: string;
  openingHoursEN: string;
  catalogUrl: string | null;
}> = /* @__PURE__ */ defineForm({
  prefix,
  year: numberIn({
    min: ADMIN_CATALOGUE_LIMITS.yearMin,
    max: ADMIN_CATALOGUE_LIMITS.yearMax,
    integer: true,
    required: true,
  }) as FieldCheck<number>,
  edition: numberIn({ min: 1, max: ADMIN_CATALOGUE_LIMITS.editionMax, integer: true, required: false }),
  nameES: line(ADMIN_CATALOGUE_LIMITS.catalogName, true),
  nameEN: line(ADMIN_CATALOGUE_LIMITS.catalogName, true),
  startsOn: day,
  endsOn: dayAfter('startsOn'),
  venueES: line(ADMIN_CATALOGUE_LIMITS.venue, false),
  venueEN: line(ADMIN_CATALOGUE_LIMITS.venue, false),
  address: line(ADMIN_LIMITS.address, false),
  openingHoursES: lines(ADMIN_CATALOGUE_LIMITS.openingHours),
  openingHoursEN: lines(ADMIN_CATALOGUE_LIMITS.openingHours),
  catalogUrl: webAddress(ADMIN_CATALOGUE_LIMITS.catalogUrl),
});

const trendType: FieldCheck<TrendTagTypeKey> = (value) => {
  const key = typeof value === 'string' ? value.trim() : '';
  if (key === '') return refused('required');
  return (TREND_TAG_TYPES as readonly string[]).includes(key) ? pass(key as TrendTagTypeKey) : refused('trendType');
};

/** A trend tag (`AdminTrendTagInput`): its kind, both names, both slugs (derived from the names when empty), texts. */
export const adminTrendTagForm: FormSchema<{
  type: TrendTagTypeKey;
  nameES: string;
  nameEN: string;
  slugES: string | null;
  slugEN: string | null;
  descriptionES: string;
  descriptionEN: string;
}> = /* @__PURE__ */ defineForm({
  type: trendType,
  nameES: line(ADMIN_CATALOGUE_LIMITS.tagName, true),
  nameEN: line(ADMIN_CATALOGUE_LIMITS.tagName, true),
  slugES: slug,
  slugEN: slug,
  descriptionES: lines(ADMIN_CATALOGUE_LIMITS.tagDescription),
  descriptionEN: lines(ADMIN_CATALOGUE_LIMITS.tagDescription),
});

/** A positive 32-bit id from a number or its digits; null when it is none. */
function rowIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) return null;
  return Number(text);
}

/** An optional gallery id. */
const galleryId: FieldCheck<number | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  const id = rowIdOf(value);
  return id === null ? refused('galleryUnknown') : pass(id);
};

/** The works of a show in their order: ids, each once, at most {@link ADMIN_CATALOGUE_LIMITS.showWorks}. */
const workIds: FieldCheck<number[]> = (value) => {
  if (value === undefined || value === null) return pass([]);
  if (!Array.isArray(value)) return refused('invalid');
  if (value.length > ADMIN_CATALOGUE_LIMITS.showWorks)
    return refused('tooMany', { max: ADMIN_CATALOGUE_LIMITS.showWorks });
  const out: number[] = [];
  for (const one of value as unknown[]) {
    const id = rowIdOf(one);
    if (id === null) return refused('workUnknown');
    if (!out.includes(id)) out.push(id);
  }
  return pass(out);
};

/** A required catalogue prefix (whether it exists is the API's to say). */
const showCatalog: FieldCheck<string> = (value) => {
  if (value === undefined || value === null || formLine(value) === '') return refused('required');
  const checked = catalogPrefix(value);
  return checked === null ? refused('catalogUnknown') : pass(checked);
};

/** An optional image key (null: no image); whether it is uploaded is the API's to say. */
const optionalImage: FieldCheck<string | null> = (value) => {
  if (value === undefined || value === null || value === '') return pass(null);
  return imageKey(value) === null ? refused('imageUnknown') : pass(value as string);
};

/** A show (`AdminShowInput`): both titles, slugs and texts, catalogue, gallery, dates, image and works in order. */
export const adminShowForm: FormSchema<{
  titleES: string;
  titleEN: string;
  slugES: string | null;
  slugEN: string | null;
  infoES: string;
  infoEN: string;
  catalog: string;
  galleryId: number | null;
  startsOn: string | null;
  endsOn: string | null;
  imageKey: string | null;
  workIds: number[];
}> = /* @__PURE__ */ defineForm({
  titleES: line(ADMIN_CATALOGUE_LIMITS.showTitle, true),
  titleEN: line(ADMIN_CATALOGUE_LIMITS.showTitle, true),
  slugES: slug,
  slugEN: slug,
  infoES: lines(ADMIN_CATALOGUE_LIMITS.showInfo),
  infoEN: lines(ADMIN_CATALOGUE_LIMITS.showInfo),
  catalog: showCatalog,
  galleryId,
  startsOn: day,
  endsOn: dayAfter('startsOn'),
  imageKey: optionalImage,
  workIds,
});

/** The zod schemas of these forms (lazy: a page that imports `@art/model` without running one builds none). */
export const adminCatalogInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminCatalogForm));
export const adminTrendTagInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminTrendTagForm));
export const adminShowInputSchema = /* @__PURE__ */ z.lazy(() => formZod(adminShowForm));
