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

/**
 * Works as masonry cards, in the order given. The first `priorityCount` images load eagerly, or, with
 * `priorityFirstRow`, the images that open each column (the first row); the rest are lazy. `columns` and `mode`
 * are the `Masonry`'s ({@link WORKS_COLUMNS} when absent); the images' `sizes` follow the columns.
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
  const firstRow = priorityFirstRow ? firstRowIndexes(works.length, grid) : null;
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
            priority={firstRow ? firstRow.has(index) : index < priorityCount}
            sizes={sizes}
            css={grid.mobile > 1 ? narrowCard : undefined}
            action={<SaveWorkButton workId={work.id} title={work.title} />}
          />
        );
      })}
    </Masonry>
  );
}
