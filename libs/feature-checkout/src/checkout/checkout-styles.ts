/**
 * The checkout's layout: one column on phones (the form, then the summary, then the button), two on desktop (the
 * form left, the summary right and sticky beside it while the form scrolls).
 */
import { css } from '@emotion/react';
import { borders, colours, mq, space, textStyle } from '@art/ui';

/** The page's padding and the width of its heading. */
export const checkoutPage = css({ paddingBlock: `${space[9]} ${space[11]}` });

/** The grid: areas `main`, `summary`, `submit` (`submit` under `main` on desktop, under `summary` on phones). */
export const checkoutGrid = css({
  display: 'grid',
  gap: space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"main" "summary" "submit"',
  [mq.desktop]: {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
    gridTemplateAreas: '"main summary" "submit summary"',
    columnGap: space[10],
    alignItems: 'start',
  },
});
export const mainArea = css({ gridArea: 'main', minWidth: 0 });
export const submitArea = css({ gridArea: 'submit', minWidth: 0 });
/** The site header's height (it is sticky too): 64 px, 80 px in the wide layout. */
const HEADER_HEIGHT = { compact: 64, wide: 80 } as const;

/** The summary: a quiet panel, sticky on desktop just under the sticky header. */
export const summaryArea = css({
  gridArea: 'summary',
  background: colours.surface,
  padding: space[6],
  [mq.desktop]: {
    position: 'sticky',
    top: `calc(${HEADER_HEIGHT.compact}px + ${space[6]})`,
    alignSelf: 'start',
    padding: space[7],
  },
  [mq.wide]: { top: `calc(${HEADER_HEIGHT.wide}px + ${space[6]})` },
});

/** A section of the form: a heading and its fields over a hairline. */
export const formSection = css({ borderBlockStart: borders.hairline, paddingBlockStart: space[6] });

/** The fields of a section, one under the other (half-width fields pair up on wide screens). */
export const fieldsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: space[5],
  columnGap: space[4],
  alignItems: 'flex-start',
});

/** A notice of the page: an alert or a status, with a rule in its colour. */
export const noticeStyle = css(textStyle('body'), {
  margin: 0,
  padding: space[4],
  borderInlineStart: '3px solid currentColor',
});
