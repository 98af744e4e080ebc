/**
 * The header's main menu from the menu data (H-01): entries by `position`, block items by `order`, labels in the
 * page's language, and every address placed on the right site in the right language.
 */
import type { MainMenuBlock, MainMenuEntry, MainMenuItem } from '@art/data';
import { isSafeHref } from '@art/ui';
import {
  alternates,
  resolveLink,
  splitUrl,
  type Lang,
  type ResolvedLink,
  type SiteName,
  type SiteOrigins,
} from '@art/routing';

/** One link of a mega-menu block, ready to render. */
export interface MenuLink {
  readonly label: string;
  readonly href: string;
  /** `internal`: a page of this site (client navigation); otherwise a plain link. */
  readonly kind: ResolvedLink['kind'];
  readonly imageUrl: string | null;
}

/** A mega-menu block, ready to render. */
export interface MenuBlock {
  readonly title: string;
  readonly subtitle: string;
  readonly links: readonly MenuLink[];
}

/** A main-menu entry, ready to render: its own link and up to three blocks (images first). */
export interface MenuEntry {
  readonly id: number;
  readonly label: string;
  readonly href: string;
  readonly kind: ResolvedLink['kind'];
  readonly imagesBlock: MenuBlock | null;
  readonly textBlocks: readonly MenuBlock[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A text in `lang`, falling back to the other language's when it is empty. */
export function pickText(lang: Lang, es: unknown, en: unknown): string {
  const [first, second] = lang === 'en' ? [en, es] : [es, en];
  return text(first) || text(second);
}

/**
 * Where a menu address leads from `site` in `lang`: a path of the route table is moved to its page in `lang`
 * (the menu data holds Spanish paths) and placed on the site that serves it; an http(s) address stays as it is.
 */
export function menuLink(url: string, lang: Lang, site: SiteName, origins: SiteOrigins): ResolvedLink {
  const raw = text(url);
  if (raw === '') return { href: '#', kind: 'unknown' };
  if (!raw.startsWith('/')) return resolveLink(raw, lang, { site, origins });
  const path = alternates(raw)?.[lang];
  const parts = splitUrl(raw);
  return resolveLink(path && parts ? `${path}${parts.search}${parts.hash}` : raw, lang, { site, origins });
}

function block(
  value: MainMenuBlock | null | undefined,
  lang: Lang,
  site: SiteName,
  origins: SiteOrigins,
): MenuBlock | null {
  if (!value || typeof value !== 'object') return null;
  const items: MainMenuItem[] = Array.isArray(value.items)
    ? value.items.filter((item) => item && typeof item === 'object')
    : [];
  const links = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => numberOr(a.item.order, 0) - numberOr(b.item.order, 0) || a.index - b.index)
    .map(({ item }) => {
      const resolved = menuLink(item.url, lang, site, origins);
      const imageUrl = text(item.image?.url);
      return {
        label: pickText(lang, item.titleES, item.titleEN),
        href: resolved.href,
        kind: resolved.kind,
        imageUrl: imageUrl !== '' && isSafeHref(imageUrl) ? imageUrl : null,
      };
    })
    .filter((link) => link.label !== '' && link.href !== '#');
  const title = pickText(lang, value.titleES, value.titleEN);
  if (links.length === 0) return null;
  return { title, subtitle: pickText(lang, value.subtitleES, value.subtitleEN), links };
}

/**
 * The menu entries in `position` order (ties keep the API's order), labelled in `lang`, with their blocks'
 * items in `order` order. Entries without a label or an address are left out; an empty block is dropped.
 * @example buildMenu(await fetchMainMenu(api, fetch, { site: 'fair' }), 'en', 'fair', origins)[0].label // 'The fair'
 */
export function buildMenu(
  menu: readonly MainMenuEntry[] | null | undefined,
  lang: Lang,
  site: SiteName,
  origins: SiteOrigins,
): MenuEntry[] {
  if (!Array.isArray(menu)) return [];
  return menu
    .filter((entry): entry is MainMenuEntry => entry !== null && typeof entry === 'object')
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => numberOr(a.entry.position, 0) - numberOr(b.entry.position, 0) || a.index - b.index)
    .map(({ entry, index }) => {
      const resolved = menuLink(entry.url, lang, site, origins);
      const label = pickText(lang, entry.mainTitleES, entry.mainTitleEN) || text(entry.mainTitle);
      const textBlocks = [entry.blockWithText1, entry.blockWithText2]
        .map((b) => block(b, lang, site, origins))
        .filter((b): b is MenuBlock => b !== null);
      return {
        id: numberOr(entry.id, -1 - index),
        label,
        href: resolved.href,
        kind: resolved.kind,
        imagesBlock: block(entry.blockWithImages, lang, site, origins),
        textBlocks,
      };
    })
    .filter((entry) => entry.label !== '' && entry.href !== '#');
}

/** Whether an entry opens a mega-menu panel. */
export function hasPanel(entry: MenuEntry): boolean {
  return entry.imagesBlock !== null || entry.textBlocks.length > 0;
}
