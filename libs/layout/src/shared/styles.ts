/** Styles shared by the header, the menus and the footer. */
import { css } from '@emotion/react';
import { buttonStyles, colours, focusRing, fonts, fontWeights, motion, mq, space, textStyle } from '@art/ui';

/** Shown only in the wide header layout (above 1320 px). */
export const wideOnly = css({ display: 'none', [mq.wide]: { display: 'flex' } });
/** Shown only in the compact header layout (up to 1320 px). */
export const compactOnly = css({ [mq.wide]: { display: 'none' } });
/** Shown from tablets up (768 px). */
export const tabletUp = css({ display: 'none', [mq.tablet]: { display: 'inline-flex' } });

/** A square 44 px control showing an icon: ghost-button look for links and buttons alike. */
export const iconControl = [
  ...buttonStyles({ variant: 'ghost', size: 'medium' }),
  css({ position: 'relative', width: '2.75rem', minWidth: '2.75rem', paddingInline: 0, color: colours.ink }),
];

/** A quiet text link: ink, underlined on hover and in the accent colour. */
export const quietLink = css({
  color: colours.ink,
  textDecoration: 'none',
  textUnderlineOffset: '0.25em',
  textDecorationThickness: 1,
  '&:hover': { color: colours.accent, textDecoration: 'underline' },
  '&:focus-visible': focusRing.styles,
});

/** The uppercase label over a group of links. */
export const groupTitle = css(textStyle('caption'), { margin: 0, color: colours.muted });

/** The fair's wordmark: Fraunces, tight. */
export const wordmark = css({
  fontFamily: fonts.display,
  fontWeight: fontWeights.semibold,
  fontSize: '1.375rem',
  lineHeight: 1,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
  color: colours.ink,
  textDecoration: 'none',
  [mq.wide]: { fontSize: '1.75rem' },
});

/** A list without bullets or indentation. */
export const plainList = css({ listStyle: 'none', margin: 0, padding: 0 });

/** A panel dropping under the header bar. */
export const dropPanel = css({
  background: colours.paper,
  borderTop: `1px solid ${colours.rule}`,
  borderBottom: `1px solid ${colours.ink}`,
  paddingBlock: space[7],
  [mq.reducedMotion]: { animation: 'none' },
  animation: `layout-drop ${motion.base} ${motion.easing}`,
  '@keyframes layout-drop': {
    from: { opacity: 0, transform: 'translateY(-4px)' },
    to: { opacity: 1, transform: 'none' },
  },
});
