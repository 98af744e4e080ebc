import { css } from '@emotion/react';
import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { CONTAINER_PADDING, MASONRY_COLUMNS, MASONRY_GAPS, mq } from './theme';

/** Columns of a masonry per layout class (mobile, tablet, desktop, wide > 1320 px). */
export interface MasonryColumns {
  readonly mobile: number;
  readonly tablet: number;
  readonly desktop: number;
  readonly wide: number;
}

/** The most columns a masonry accepts per layout class. */
export const MASONRY_MAX_COLUMNS = 6;

function columnsOf(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= MASONRY_MAX_COLUMNS
    ? value
    : fallback;
}

/** Columns of each layout class, each from `columns` when valid (1–6), else from `MASONRY_COLUMNS`. */
export function resolveColumns(columns: Partial<MasonryColumns> = {}): MasonryColumns {
  return {
    mobile: columnsOf(columns.mobile, MASONRY_COLUMNS.mobile),
    tablet: columnsOf(columns.tablet, MASONRY_COLUMNS.tablet),
    desktop: columnsOf(columns.desktop, MASONRY_COLUMNS.desktop),
    wide: columnsOf(columns.wide, MASONRY_COLUMNS.wide),
  };
}

/**
 * A `sizes` attribute for images in a full-width masonry of the default columns inside a `Container`:
 * the column width at each breakpoint (viewport minus side padding and gaps, divided by the columns).
 */
export function masonryImageSizes(columns: Partial<MasonryColumns> = {}): string {
  const c = resolveColumns(columns);
  const width = (padding: number, gap: number, count: number) =>
    count === 1 ? `calc(100vw - ${2 * padding}px)` : `calc((100vw - ${2 * padding + (count - 1) * gap}px) / ${count})`;
  return [
    `${mq.wide.replace('@media ', '')} ${width(CONTAINER_PADDING.desktop, MASONRY_GAPS.desktop, c.wide)}`,
    `${mq.desktop.replace('@media ', '')} ${width(CONTAINER_PADDING.desktop, MASONRY_GAPS.desktop, c.desktop)}`,
    `${mq.tablet.replace('@media ', '')} ${width(CONTAINER_PADDING.tablet, MASONRY_GAPS.tablet, c.tablet)}`,
    width(CONTAINER_PADDING.mobile, MASONRY_GAPS.mobile, c.mobile),
  ].join(', ');
}

/** `sizes` for work images in the default masonry (1/2/3/4 columns). */
export const MASONRY_IMAGE_SIZES = masonryImageSizes();

/** How the masonry lays its items out. */
export type MasonryMode = 'columns' | 'rows';

const listReset = css({ listStyle: 'none', margin: 0, padding: 0 });

/** The layout classes in the order their media queries cascade, with the query and gap of each (none for phones). */
const LAYOUT_CLASSES = [
  ['mobile', null, MASONRY_GAPS.mobile],
  ['tablet', mq.tablet, MASONRY_GAPS.tablet],
  ['desktop', mq.desktop, MASONRY_GAPS.desktop],
  ['wide', mq.wide, null],
] as const;

/**
 * Multi-column for `count` items, except where they do not outnumber the columns: there a grid puts them in one row.
 * Multi-column balances the heights, not the columns, so a short list piled into the first columns (two works on a
 * four-column desktop stacked in the first; a short card and a tall one shared a column), leaving the rest empty.
 * The row's columns stay the layout's own, as wide as in a long list, so the images' `sizes` still hold.
 */
function columnsLayout(c: MasonryColumns, count: number) {
  const base: Record<string, unknown> = {};
  const media: Record<string, Record<string, unknown>> = {};
  let oneRowBefore = false;
  for (const [layout, query, gap] of LAYOUT_CLASSES) {
    const columns = c[layout];
    const oneRow = count <= columns;
    const rule: Record<string, unknown> = {};
    // A wider layout keeps the narrower one's display (the queries are `min-width`): it is set where it changes.
    if (oneRow !== oneRowBefore) rule['display'] = oneRow ? 'grid' : 'block';
    if (oneRow) rule['gridTemplateColumns'] = `repeat(${columns}, minmax(0, 1fr))`;
    else rule['columnCount'] = columns;
    if (gap !== null) {
      rule['columnGap'] = gap;
      // The gap under each item, the last ones' too, taken back under the list.
      rule['marginBlockEnd'] = -gap;
    }
    if (query === null) Object.assign(base, rule);
    else media[query] = rule;
    oneRowBefore = oneRow;
  }
  return css({
    ...base,
    // Items on the grid's row keep their own heights, as in the columns.
    alignItems: 'start',
    // A column may begin or end with a single item: with the default two lines (each item is one line), the browser
    // left three items in one column rather than split them, and seven in three of four columns.
    orphans: 1,
    widows: 1,
    ...media,
    '& > *': {
      // Each item is one unbreakable box as wide as its column (an inline-block, decision 034): the browser balances
      // the columns over whole items instead of looking for a break inside every card, which took half the
      // blocking time of a works list (`break-inside: avoid` alone does not spare that search).
      display: 'inline-block',
      width: '100%',
      verticalAlign: 'top',
      breakInside: 'avoid',
      marginBlockEnd: MASONRY_GAPS.mobile,
      [mq.tablet]: { marginBlockEnd: MASONRY_GAPS.tablet },
      [mq.desktop]: { marginBlockEnd: MASONRY_GAPS.desktop },
    },
  });
}

function rowsLayout(c: MasonryColumns) {
  const template = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return css({
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: template(c.mobile),
    gap: MASONRY_GAPS.mobile,
    [mq.tablet]: { gridTemplateColumns: template(c.tablet), gap: MASONRY_GAPS.tablet },
    [mq.desktop]: { gridTemplateColumns: template(c.desktop), gap: MASONRY_GAPS.desktop },
    [mq.wide]: { gridTemplateColumns: template(c.wide) },
  });
}

/** Props of `Masonry`. */
export interface MasonryProps extends HTMLAttributes<HTMLElement> {
  /** The items; each is wrapped in a list item (or a `div` when `as="div"`). */
  children?: ReactNode;
  /** `ul` by default: a list of works is announced as a list with its length. */
  as?: 'ul' | 'ol' | 'div';
  /** Columns per layout class; 1 / 2 / 3 / 4 by default. */
  columns?: Partial<MasonryColumns>;
  /**
   * `columns` (default): true masonry with CSS multi-column; items flow down the first column, then the next. Where
   * there are no more items than columns, they stand in one row instead, each as wide as a column.
   * `rows`: a CSS grid, items across each row in order with their tops aligned (no packing).
   */
  mode?: MasonryMode;
}

/**
 * A masonry of cards that renders on the server and needs no JavaScript, with the specification's gaps
 * (20 / 30 / 60 px) and 1 / 2 / 3 / 4 columns by breakpoint. DOM order is reading and focus order; with
 * `mode="columns"` that order runs down each column in turn (see docs/ui.md for the trade-off).
 * @example <Masonry aria-label={t('works')}>{works.map((w) => <WorkCard key={w.id} … />)}</Masonry>
 */
export function Masonry({ children, as: Tag = 'ul', columns, mode = 'columns', role, ...rest }: MasonryProps) {
  const c = resolveColumns(columns);
  const isList = Tag !== 'div';
  const Item = isList ? 'li' : 'div';
  const items = Children.toArray(children);
  return (
    <Tag
      role={role ?? (isList ? 'list' : undefined)}
      css={[listReset, mode === 'rows' ? rowsLayout(c) : columnsLayout(c, items.length)]}
      {...rest}
    >
      {items.map((child, index) => (
        <Item key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</Item>
      ))}
    </Tag>
  );
}
