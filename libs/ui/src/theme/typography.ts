import { css, type SerializedStyles } from '@emotion/react';
import { breakpoints } from './breakpoints';

/**
 * Font stacks. Text is set in the system's own face (San Francisco, Roboto, Segoe UI…: no download, no swap, no
 * reflow, decision 030); display in Fraunces, self-hosted from npm (see `fontStylesheets`).
 */
export const fonts = {
  text: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  display: "'Fraunces', Georgia, 'Times New Roman', serif",
} as const;

/** Font weights in use; Fraunces is loaded in 400 and 600 only, the system's text face has them all. */
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const ROOT_PX = 16;
const round = (n: number) => Math.round(n * 10000) / 10000;

/**
 * A font size growing linearly from `minPx` at 320 px wide to `maxPx` at 1440 px wide, in rem so that
 * browser zoom and the visitor's default font size still apply (WCAG 1.4.4).
 * @example fluid(16, 18) // 'clamp(1rem, 0.9643rem + 0.1786vw, 1.125rem)'
 */
export function fluid(minPx: number, maxPx: number, fromPx: number = breakpoints.mobile, toPx = 1440): string {
  if (!(minPx > 0) || !(maxPx >= minPx) || !(toPx > fromPx)) {
    throw new Error(`fluid(${minPx}, ${maxPx}, ${fromPx}, ${toPx}): sizes must be positive and ascending`);
  }
  const slope = (maxPx - minPx) / (toPx - fromPx);
  const intercept = minPx - slope * fromPx;
  return `clamp(${round(minPx / ROOT_PX)}rem, ${round(intercept / ROOT_PX)}rem + ${round(slope * 100)}vw, ${round(maxPx / ROOT_PX)}rem)`;
}

/** One step of the type scale. */
export interface TypeStyle {
  readonly family: keyof typeof fonts;
  /** Smallest and largest size in px (at 320 px and 1440 px wide). */
  readonly minPx: number;
  readonly maxPx: number;
  readonly fontSize: string;
  readonly lineHeight: number;
  readonly fontWeight: number;
  readonly letterSpacing: string;
  readonly textTransform?: 'uppercase';
}

function step(
  family: keyof typeof fonts,
  minPx: number,
  maxPx: number,
  rest: Omit<TypeStyle, 'family' | 'minPx' | 'maxPx' | 'fontSize'>,
): TypeStyle {
  return { family, minPx, maxPx, fontSize: fluid(minPx, maxPx), ...rest };
}

/** The type scale: Fraunces for display and large headings, the system's face for everything that must be read fast. */
export const typeScale = {
  display: step('display', 44, 104, { lineHeight: 1, fontWeight: fontWeights.regular, letterSpacing: '-0.025em' }),
  h1: step('display', 34, 64, { lineHeight: 1.05, fontWeight: fontWeights.regular, letterSpacing: '-0.02em' }),
  h2: step('display', 26, 40, { lineHeight: 1.15, fontWeight: fontWeights.semibold, letterSpacing: '-0.01em' }),
  h3: step('text', 19, 22, { lineHeight: 1.3, fontWeight: fontWeights.semibold, letterSpacing: '-0.005em' }),
  body: step('text', 16, 18, { lineHeight: 1.55, fontWeight: fontWeights.regular, letterSpacing: '0' }),
  small: step('text', 14, 15, { lineHeight: 1.45, fontWeight: fontWeights.regular, letterSpacing: '0' }),
  caption: step('text', 12, 13, {
    lineHeight: 1.4,
    fontWeight: fontWeights.medium,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  }),
} as const satisfies Record<string, TypeStyle>;

/** A step of the type scale. */
export type TypeStyleName = keyof typeof typeScale;

/** The names of the type scale, largest first. */
export const TYPE_STYLE_NAMES = Object.keys(typeScale) as TypeStyleName[];

const textStyles = Object.fromEntries(
  TYPE_STYLE_NAMES.map((name) => {
    const s: TypeStyle = typeScale[name];
    return [
      name,
      css({
        fontFamily: fonts[s.family],
        fontSize: s.fontSize,
        lineHeight: s.lineHeight,
        fontWeight: s.fontWeight,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
      }),
    ];
  }),
) as Record<TypeStyleName, SerializedStyles>;

/**
 * The Emotion styles of a step of the type scale.
 * @example <p css={textStyle('caption')}>…</p>
 */
export function textStyle(name: TypeStyleName): SerializedStyles {
  return textStyles[name];
}
