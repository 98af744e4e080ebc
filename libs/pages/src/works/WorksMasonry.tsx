import { useTranslation } from 'react-i18next';
import type { Lang } from '@art/routing';
import { Masonry, WorkCard } from '@art/ui';
import { SaveWorkButton } from '../marks/MarkControls';
import type { WorkCardData } from '../types';

/** The sold state: a sold work shows the label instead of its price. */
const SOLD_STATE = 'Vendida';

/**
 * Works as masonry cards, in the order given. The first `priorityCount` images (the first row) load eagerly;
 * the rest are lazy.
 */
export function WorksMasonry({ works, lang, priorityCount = 0 }: { works: WorkCardData[]; lang: Lang; priorityCount?: number }) {
  const { t } = useTranslation('works');
  return (
    <Masonry>
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
          priority={index < priorityCount}
          action={<SaveWorkButton workId={work.id} title={work.title} />}
        />
      ))}
    </Masonry>
  );
}
