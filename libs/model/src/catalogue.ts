/** The seven work states of the specification, as stored and exposed. */
export const WORK_STATES = [
  'Disponible',
  'Disponible (PRESUPUESTOS)',
  'No disponible',
  'Consulta Market',
  'Consulta Galería',
  'Vendida',
  'Desactivada',
] as const;
export type WorkState = (typeof WORK_STATES)[number];

/** A work in this state is hidden from lists and its page redirects to the works list. */
export const HIDDEN_WORK_STATE: WorkState = 'Desactivada';

/** Disciplines by number, with the slugs of their works sub-routes. */
export const DISCIPLINES = [
  { id: 0, key: 'painting', es: 'Pintura', en: 'Painting', slugEs: 'pintura', slugEn: 'painting' },
  { id: 1, key: 'photo', es: 'Fotografía', en: 'Photography', slugEs: 'fotografia', slugEn: 'photo' },
  { id: 2, key: 'sculpture', es: 'Escultura', en: 'Sculpture', slugEs: 'escultura', slugEn: 'sculpture' },
  { id: 3, key: 'paper', es: 'Papel', en: 'Work on paper', slugEs: 'papel', slugEn: 'work-on-paper' },
] as const;
export type DisciplineId = (typeof DISCIPLINES)[number]['id'];

/** Catalogue prefixes: fair editions and the shop (market) catalogue. */
export const CATALOG_PREFIXES = ['AM25', 'AM21', 'AM20', 'AM18', 'MARKET'] as const;
export type CatalogPrefix = (typeof CATALOG_PREFIXES)[number];
/** Current fair catalogue (edition 25, held in 2025); configurable per deployment. */
export const CURRENT_CATALOG_PREFIX: CatalogPrefix = 'AM25';
export const MARKET_CATALOG_PREFIX: CatalogPrefix = 'MARKET';

/** Trend tag types of the shop. */
export const TREND_TAG_TYPES = ['worksStylesTags', 'themesTags', 'technicsTags'] as const;
export type TrendTagType = (typeof TREND_TAG_TYPES)[number];

/** News categories; `product` is the shop's own category, named after the shop. */
export const NEWS_CATEGORIES = [
  { key: 'agenda', es: 'Agenda', en: 'Agenda' },
  { key: 'obras', es: 'Obras', en: 'Works' },
  { key: 'product', es: 'Market', en: 'Market' },
  { key: 'exposiciones', es: 'Exposiciones', en: 'Shows' },
  { key: 'actualidad', es: 'Actualidad', en: 'News' },
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]['key'];

export const SPONSOR_LEVELS = ['main', 'official', 'collaborator', 'media'] as const;
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

export const PRESS_ITEM_KINDS = ['release', 'kit', 'image'] as const;
export type PressItemKind = (typeof PRESS_ITEM_KINDS)[number];

/** The two sites; FAQ entries and search results belong to one of them. */
export const SITES = ['fair', 'shop'] as const;
export type Site = (typeof SITES)[number];
