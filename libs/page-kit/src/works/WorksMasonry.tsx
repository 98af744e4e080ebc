import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { stateShownInsteadOfPrice } from '@art/model';
import type { Lang } from '@art/routing';
import {
  breakpoints,
  Masonry,
  masonryImageSizes,
  mq,
  resolveColumns,
  typeScale,
  WorkCard,
  type MasonryColumns,
  type MasonryMode,
} from '@art/ui';
import { SaveWorkButton } from '../marks/MarkControls';
import type { WorkCardData } from '../types';

/**
 * Columns of a works masonry unless a page asks for others: two on phones, as art sites do (one column of
 * full-width images made a list of 20 works some 9,000 px long), then 2 / 3 / 4 as every masonry.
 */
export const WORKS_COLUMNS: MasonryColumns = resolveColumns({ mobile: 2 });

// On phones a card of two columns is narrow: its texts a step smaller, in the caption's size but not its capitals
// (the save button keeps its 44 px beside them).
const narrowCard = css({
  [mq.mobileOnly]: {
    '& h3, & h3 + span': { fontSize: typeScale.caption.fontSize, lineHeight: typeScale.caption.lineHeight },
  },
});

/**
 * The indexes of the works that open each column of a works masonry of `count` works, at every width
 * (2 / 2 / 3 / 4 columns by default): its first row, wherever the columns break. Multi-column balances by height, so
 * a column starts near `k × count / columns`; that index is taken, and the first of each column is what is seen first.
 * @example firstRowIndexes(20) // Set { 0, 10, 7, 14, 5, 15 }
 */
export function firstRowIndexes(count: number, columnsOf: Partial<MasonryColumns> = WORKS_COLUMNS): Set<number> {
  const indexes = new Set<number>();
  if (count <= 0) return indexes;
  for (const columns of new Set(Object.values(resolveColumns({ ...WORKS_COLUMNS, ...columnsOf })))) {
    for (let k = 0; k < columns; k += 1) {
      const index = Math.ceil((k * count) / columns);
      if (index < count) indexes.add(index);
    }
  }
  return indexes;
}

/** The widths of each layout class of a masonry, as media queries. */
const LAYOUT_MEDIA: Readonly<Record<keyof MasonryColumns, string>> = {
  mobile: `(max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `(min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.wide + 0.98}px)`,
  wide: `(min-width: ${breakpoints.wide + 1}px)`,
};

/**
 * Where each image of the first row of a works masonry of `count` works is seen first: `true` when it opens a column
 * at every width, else the media queries of the widths where it does (a card may open the second column of a phone
 * and be fifth of the first column on a desktop). Works that open no column are absent.
 * @example firstRowPriorities(20).get(0) // true
 * @example firstRowPriorities(20).get(7) // '(min-width: 1025px) and (max-width: 1320.98px)'
 */
export function firstRowPriorities(
  count: number,
  columnsOf: Partial<MasonryColumns> = WORKS_COLUMNS,
): Map<number, true | string> {
  const grid = resolveColumns({ ...WORKS_COLUMNS, ...columnsOf });
  const classes = Object.keys(LAYOUT_MEDIA) as (keyof MasonryColumns)[];
  const where = new Map<number, (keyof MasonryColumns)[]>();
  for (const layout of classes) {
    for (const index of firstRowIndexes(count, {
      mobile: grid[layout],
      tablet: grid[layout],
      desktop: grid[layout],
      wide: grid[layout],
    })) {
      where.set(index, [...(where.get(index) ?? []), layout]);
    }
  }
  return new Map(
    [...where].map(([index, layouts]) => [
      index,
      layouts.length === classes.length ? true : layouts.map((layout) => LAYOUT_MEDIA[layout]).join(', '),
    ]),
  );
}

/**
 * Works as masonry cards, in the order given. The first `priorityCount` images load eagerly, or, with
 * `priorityFirstRow`, the images that open each column (the first row), each at the widths where it does
 * ({@link firstRowPriorities}); the rest are lazy. `columns` and `mode` are the `Masonry`'s ({@link WORKS_COLUMNS}
 * when absent); the images' `sizes` follow the columns.
 */
export function WorksMasonry({
  works,
  lang,
  priorityCount = 0,
  priorityFirstRow = false,
  label,
  columns,
  mode,
}: {
  works: WorkCardData[];
  lang: Lang;
  priorityCount?: number;
  priorityFirstRow?: boolean;
  /** Name of the list, when the page has several. */
  label?: string;
  columns?: Partial<MasonryColumns>;
  mode?: MasonryMode;
}) {
  const { t } = useTranslation('works');
  const grid = resolveColumns({ ...WORKS_COLUMNS, ...columns });
  const firstRow = priorityFirstRow ? firstRowPriorities(works.length, grid) : null;
  const sizes = masonryImageSizes(grid);
  return (
    <Masonry aria-label={label} columns={grid} mode={mode}>
      {works.map((work, index) => {
        const labelledState = stateShownInsteadOfPrice(work.workState);
        return (
          <WorkCard
            key={work.id}
            href={work.url}
            image={work.images[0]}
            artistName={work.artist.fullName}
            title={work.title}
            year={work.year}
            price={work.price}
            lang={lang}
            priceFallback={t('work.priceOnRequest')}
            stateLabel={labelledState ? t(`states.${labelledState}`) : null}
            priority={firstRow ? (firstRow.get(index) ?? false) : index < priorityCount}
            sizes={sizes}
            css={grid.mobile > 1 ? narrowCard : undefined}
            action={<SaveWorkButton workId={work.id} title={work.title} />}
          />
        );
      })}
    </Masonry>
  );
}
