import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { stateShownInsteadOfPrice } from '@art/model';
import type { Lang } from '@art/routing';
import {
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

/** The widths of each layout class of a masonry, as media queries (the theme's, without `@media`). */
const LAYOUT_MEDIA: Readonly<Record<keyof MasonryColumns, string>> = {
  mobile: mq.mobileOnly.replace('@media ', ''),
  tablet: mq.tabletOnly.replace('@media ', ''),
  desktop: mq.desktopOnly.replace('@media ', ''),
  wide: mq.wide.replace('@media ', ''),
};

/**
 * The indexes of the works that open each of `columns` columns of `count` works. Multi-column balances by height, so
 * a column starts near `k × count / columns`; that index is taken, and the first of each column is what is seen first.
 */
function columnOpeners(count: number, columns: number): number[] {
  const indexes: number[] = [];
  for (let k = 0; k < columns; k += 1) {
    const index = Math.ceil((k * count) / columns);
    if (index < count) indexes.push(index);
  }
  return indexes;
}

/**
 * The first row of a works masonry of `count` works (2 / 2 / 3 / 4 columns by default), wherever the columns break,
 * and where each of its images is seen first: `true` when it opens a column at every width, else the media queries
 * of the widths where it does (a card may open the second column of a phone and be fifth of the first column on a
 * desktop). Works that open no column are absent.
 * @example [...firstRowPriorities(20).keys()] // [0, 10, 7, 14, 5, 15]
 * @example firstRowPriorities(20).get(7) // '(min-width: 1025px) and (max-width: 1320.98px)'
 */
export function firstRowPriorities(
  count: number,
  columnsOf: Partial<MasonryColumns> = WORKS_COLUMNS,
): Map<number, true | string> {
  const grid = resolveColumns({ ...WORKS_COLUMNS, ...columnsOf });
  const layouts = Object.keys(LAYOUT_MEDIA) as (keyof MasonryColumns)[];
  const where = new Map<number, (keyof MasonryColumns)[]>();
  for (const layout of layouts) {
    for (const index of columnOpeners(count, grid[layout])) where.set(index, [...(where.get(index) ?? []), layout]);
  }
  return new Map(
    [...where].map(([index, seen]) => [
      index,
      seen.length === layouts.length ? true : seen.map((layout) => LAYOUT_MEDIA[layout]).join(', '),
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
