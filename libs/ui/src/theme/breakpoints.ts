/**
 * Breakpoints of the specification, in CSS pixels: mobile 320–767, tablet 768–1024, desktop from 1025,
 * mid/max desktop 1320 (the header's wide layout is above it), HD 1441–1920.
 */
export const breakpoints = {
  mobile: 320,
  mobileMax: 767,
  tablet: 768,
  tabletMax: 1024,
  desktop: 1025,
  /** Mid and max desktop: the header switches to its wide layout above this width. */
  wide: 1320,
  hd: 1441,
  hdMax: 1920,
} as const;

/** A named breakpoint. */
export type BreakpointName = keyof typeof breakpoints;

/** Largest width of the page content (the "desktop width 1400" of the specification). */
export const CONTAINER_MAX_WIDTH = 1400;

/** Side padding of the page content, in px, per layout class. */
export const CONTAINER_PADDING = { mobile: 20, tablet: 30, desktop: 60 } as const;

/** Gaps between masonry items, in px (specification: mobile 20, tablet 30, desktop 60). */
export const MASONRY_GAPS = { mobile: 20, tablet: 30, desktop: 60 } as const;

/** Masonry columns per layout class: 1 on phones, 2 on tablets, 3 on desktops, 4 above 1320 px. */
export const MASONRY_COLUMNS = { mobile: 1, tablet: 2, desktop: 3, wide: 4 } as const;

/**
 * Media queries for Emotion, mobile first (`min-width`), plus a few "below" queries for menus.
 * `max-width` queries end at .98 px so they never overlap the `min-width` ones at fractional widths.
 * @example css({ fontSize: 14, [mq.desktop]: { fontSize: 16 } })
 */
export const mq = {
  /** 768 px and wider. */
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  /** 1025 px and wider. */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** Wider than 1320 px: the header's wide layout. */
  wide: `@media (min-width: ${breakpoints.wide + 1}px)`,
  /** 1441 px and wider. */
  hd: `@media (min-width: ${breakpoints.hd}px)`,
  /** Phones only (up to 767 px). */
  mobileOnly: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** Tablets only (768–1024 px). */
  tabletOnly: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** Desktops below the wide layout only (1025–1320 px). */
  desktopOnly: `@media (min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.wide + 0.98}px)`,
  /** Up to the tablet maximum (1024 px). */
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** Up to 1320 px: the header's compact layout. */
  belowWide: `@media (max-width: ${breakpoints.wide + 0.98}px)`,
  /** Devices whose main pointer can hover. */
  hover: '@media (hover: hover) and (pointer: fine)',
  /** Visitors who asked for less motion. */
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
