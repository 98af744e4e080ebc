import { breakpoints, CONTAINER_MAX_WIDTH, CONTAINER_PADDING, MASONRY_COLUMNS, MASONRY_GAPS, mq } from './breakpoints';
import { colours } from './colours';
import { fonts, fontWeights, typeScale } from './typography';
import { borders, focusRing, motion, space, zIndex } from './tokens';

export * from './breakpoints';
export * from './colours';
export * from './typography';
export * from './tokens';

/** Every design token in one object, for code that wants them together. */
export const theme = {
  colours,
  fonts,
  fontWeights,
  typeScale,
  space,
  breakpoints,
  mq,
  containerMaxWidth: CONTAINER_MAX_WIDTH,
  containerPadding: CONTAINER_PADDING,
  masonryGaps: MASONRY_GAPS,
  masonryColumns: MASONRY_COLUMNS,
  zIndex,
  motion,
  focusRing,
  borders,
} as const;

/** The type of `theme`. */
export type Theme = typeof theme;
