import { css } from '@emotion/react';
import { colours } from './colours';

/** The spacing scale, in rem (1rem = 16 px by default). Components take these keys as `gap`. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '2rem',
  8: '2.5rem',
  9: '3rem',
  10: '4rem',
  11: '6rem',
  12: '8rem',
} as const;

/** A step of the spacing scale. */
export type SpaceToken = keyof typeof space;

/** Stacking order of the layers of a page. */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  dropdown: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
  skipLink: 700,
} as const;

/** Durations and easing of transitions (all reduced to nothing under `prefers-reduced-motion`). */
export const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The keyboard focus indicator: a 2 px accent outline off the element, ≥ 3:1 on paper and ink. */
export const focusRing = {
  width: 2,
  offset: 2,
  colour: colours.accent,
  /** The outline itself, for `:focus-visible` rules of components that draw their own. */
  styles: css({ outline: `2px solid ${colours.accent}`, outlineOffset: 2 }),
} as const;

/** Hairline widths: the design draws with thin rules. */
export const borders = {
  hairline: `1px solid ${colours.rule}`,
  control: `1px solid ${colours.ruleStrong}`,
  ink: `1px solid ${colours.ink}`,
} as const;
