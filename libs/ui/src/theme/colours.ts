/**
 * The palette: a white gallery wall, black ink, one accent (International Klein Blue) and two states.
 * Every text colour is AA (≥ 4.5:1) on `paper` and `surface`; `colour-pairs.test.ts` holds the proof.
 */
export const colours = {
  /** Text, rules that must be seen, primary buttons. */
  ink: '#111111',
  /** The page. */
  paper: '#ffffff',
  /** A warm off-white for placeholders, skeletons and quiet panels. */
  surface: '#f4f3f0',
  /** Secondary text: captions, years, VAT labels. */
  muted: '#5c5c5c',
  /** Hairlines between blocks (decorative, not a control boundary). */
  rule: '#d9d9d9',
  /** Boundaries of controls (inputs, chips): ≥ 3:1 on paper as WCAG 1.4.11 asks. */
  ruleStrong: '#767676',
  /** The one accent: links on hover, focus ring, selection, badges. */
  accent: '#002fa7',
  /** Errors and destructive actions. */
  danger: '#b3261e',
  /** Confirmations. */
  success: '#17723a',
} as const;

/** A name of the palette. */
export type ColourToken = keyof typeof colours;

/** Foreground/background pairs the design uses for text; each must reach `MIN_TEXT_CONTRAST`. */
export const TEXT_COLOUR_PAIRS: ReadonlyArray<readonly [foreground: ColourToken, background: ColourToken]> = [
  ['ink', 'paper'],
  ['ink', 'surface'],
  ['muted', 'paper'],
  ['muted', 'surface'],
  ['accent', 'paper'],
  ['accent', 'surface'],
  ['danger', 'paper'],
  ['danger', 'surface'],
  ['success', 'paper'],
  ['success', 'surface'],
  ['paper', 'ink'],
  ['paper', 'accent'],
  ['paper', 'danger'],
  ['paper', 'success'],
];

/** WCAG 2.x AA minimum for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${JSON.stringify(hex)}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance of a hex colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two hex colours, from 1 to 21; order does not matter.
 * @example contrastRatio('#000', '#fff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
