import {
  type RouteKey,
  type RouteRecord,
  type SiteName,
  type TitleField,
  type TitleTemplate,
  getRoute,
  homeSiteOf,
} from './route-table';

/** The loaded data a page hands to its title and description templates. */
export type TitleData = Partial<Readonly<Record<TitleField, string | number | null | undefined>>>;

/**
 * A translation function over the `titles` namespace of `locales/` (and `common`, which has the sites' names and the
 * error page's title): the site's i18next `t` (`libs/site`, `titleTranslator`).
 */
export type TranslateFn = (key: string, values?: Record<string, string>) => string;

/** The default public title and description, used when a template's data is missing. */
export const DEFAULT_TITLE: TitleTemplate = Object.freeze({ key: 'titles.default', fields: [] });
export const DEFAULT_DESCRIPTION: TitleTemplate = Object.freeze({ key: 'descriptions.default', fields: [] });

/** The longest text a single interpolated value keeps; meta descriptions are cut around 160 characters anyway. */
export const MAX_TITLE_VALUE_LENGTH = 160;

export interface FilledTitle {
  readonly title: string;
  readonly description: string;
}

export interface FillTitleOptions {
  /** The site rendering the page (names the site in the text); defaults to the route's own site, else the fair. */
  readonly site?: SiteName;
}

/** A data value as plain one-line text: tags dropped, spaces collapsed, cut at a word near the limit. */
function plainText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_TITLE_VALUE_LENGTH) return text;
  const cut = text.slice(0, MAX_TITLE_VALUE_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_TITLE_VALUE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function fill(
  template: TitleTemplate,
  fallback: TitleTemplate,
  data: TitleData,
  t: TranslateFn,
  siteName: string,
): string {
  for (let current: TitleTemplate | undefined = template; current; current = current.fallback) {
    const values: Record<string, string> = { siteName };
    let complete = true;
    for (const field of current.fields) {
      const text = plainText(data[field]);
      if (!text) complete = false;
      values[field] = text;
    }
    if (!complete) continue;
    if (current.details) {
      const present = current.details.map((field) => plainText(data[field])).filter((text) => text !== '');
      values['details'] = present.length > 0 ? `, ${present.join(', ')}` : '';
    }
    return t(current.key, values);
  }
  return t(fallback.key, { siteName });
}

/**
 * The page title and meta description of a route, filled from the loaded data through `t`
 * (this library never loads the translator). A template whose data is missing falls back along its
 * chain, and at the end to the default public title and description.
 * @example fillTitle('artist', { artistFullName: 'Ana López' }, t) // { title: 'Ana López · Artista | Feria de Arte Contemporáneo de Madrid', … }
 */
export function fillTitle(
  route: RouteRecord | RouteKey,
  data: TitleData | null | undefined,
  t: TranslateFn,
  options: FillTitleOptions = {},
): FilledTitle {
  const record = typeof route === 'string' ? getRoute(route) : route;
  const site = options.site ?? homeSiteOf(record);
  const siteName = t(`titles.siteName.${site}`);
  const values = data ?? {};
  return {
    title: fill(record.title, DEFAULT_TITLE, values, t, siteName),
    description: fill(record.description, DEFAULT_DESCRIPTION, values, t, siteName),
  };
}
