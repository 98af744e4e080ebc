/** Works loaded at first and added by each "load more". */
export const WORKS_PAGE_STEP = 20;
/** Largest page a list query serves, whatever the caller asks. */
export const MAX_PAGE_SIZE = 100;
/** Maximum results of the header search. */
export const SEARCH_MAX_RESULTS = 9;
/** Last-seen works kept in the browser. */
export const LAST_SEEN_MAX = 8;

/** The 14 colours of the colour filter, with the swatch each one shows. */
export const COLOURS = [
  { key: 'purple', hex: '#6a1b9a' },
  { key: 'violet', hex: '#8e7cc3' },
  { key: 'pink', hex: '#f06292' },
  { key: 'maroon', hex: '#7b1f1f' },
  { key: 'red', hex: '#d32f2f' },
  { key: 'orange', hex: '#f57c00' },
  { key: 'yellow', hex: '#fbc02d' },
  { key: 'lime', hex: '#c0ca33' },
  { key: 'pistachio', hex: '#93c572' },
  { key: 'green', hex: '#2e7d32' },
  { key: 'teal', hex: '#00897b' },
  { key: 'blue', hex: '#1e5bd8' },
  { key: 'white', hex: '#f5f5f5' },
  { key: 'black', hex: '#111111' },
] as const;
export type Colour = (typeof COLOURS)[number]['key'];

/** Size classes of the size filter, by the longest side in centimetres. */
export const SIZES = [
  { key: 'small', es: 'Pequeño', en: 'Small', maxLongestSideCm: 50 },
  { key: 'medium', es: 'Mediano', en: 'Medium', maxLongestSideCm: 100 },
  { key: 'large', es: 'Grande', en: 'Large', maxLongestSideCm: null },
] as const;
export type Size = (typeof SIZES)[number]['key'];

/** Price ranges of the price filter, in euros with VAT; `max` is exclusive, null is open. */
export const PRICE_RANGES = [
  { key: '0-500', min: 0, max: 500 },
  { key: '500-1000', min: 500, max: 1000 },
  { key: '1000-2500', min: 1000, max: 2500 },
  { key: '2500-5000', min: 2500, max: 5000 },
  { key: '5000-more', min: 5000, max: null },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['key'];

/** Shipping cost bands of the specification, by order subtotal in euros. */
export const SHIPPING_BANDS = ['lessThan200', 'lessThan400', 'lessThan600', 'lessThan900', 'moreThan900'] as const;
export type ShippingBand = (typeof SHIPPING_BANDS)[number];

/** Sorts of the works lists; works without price always come last. */
export const WORK_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];
