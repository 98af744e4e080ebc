import { useTranslation } from 'react-i18next';
import type { Lang } from '@art/routing';
import { Masonry, MASONRY_COLUMNS, WorkCard } from '@art/ui';
import { SaveWorkButton } from '../marks/MarkControls';
import type { WorkCardData } from '../types';

/** The sold state: a sold work shows the label instead of its price. */
const SOLD_STATE = 'Vendida';

/**
 * The indexes of the works that open each column of a default masonry of `count` works, at every width
 * (1 / 2 / 3 / 4 columns): its first row, wherever the columns break. Multi-column balances by height, so a
 * column starts near `k × count / columns`; that index is taken, and the first of each column is what is seen first.
 * @example firstRowIndexes(20) // Set { 0, 10, 7, 14, 5, 15 }
 */
export function firstRowIndexes(count: number): Set<number> {
  const indexes = new Set<number>();
  if (count <= 0) return indexes;
  for (const columns of new Set(Object.values(MASONRY_COLUMNS))) {
    for (let k = 0; k < columns; k += 1) {
      const index = Math.ceil((k * count) / columns);
      if (index < count) indexes.add(index);
    }
  }
  return indexes;
}

/**
 * Works as masonry cards, in the order given. The first `priorityCount` images load eagerly, or, with
 * `priorityFirstRow`, the images that open each column (the first row); the rest are lazy.
 */
export function WorksMasonry({
  works,
  lang,
  priorityCount = 0,
  priorityFirstRow = false,
  label,
}: {
  works: WorkCardData[];
  lang: Lang;
  priorityCount?: number;
  priorityFirstRow?: boolean;
  /** Name of the list, when the page has several. */
  label?: string;
}) {
  const { t } = useTranslation('works');
  const firstRow = priorityFirstRow ? firstRowIndexes(works.length) : null;
  return (
    <Masonry aria-label={label}>
      {works.map((work, index) => (
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
          soldLabel={work.workState === SOLD_STATE ? t(`states.${SOLD_STATE}`) : null}
          priority={firstRow ? firstRow.has(index) : index < priorityCount}
          action={<SaveWorkButton workId={work.id} title={work.title} />}
        />
      ))}
    </Masonry>
  );
}
