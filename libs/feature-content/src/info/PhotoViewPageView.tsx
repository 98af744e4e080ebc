import { useTranslation } from 'react-i18next';
import { Text } from '@art/ui';
import type { PageData } from '@art/site';
import { InfoPage } from './InfoPage';
import { PhotoGallery } from './PhotoGallery';
import type { PhotoViewPageData } from './photo-view-page';

/** The photo view: the current edition's photographs to browse, each opening in a full-screen viewer. */
export function PhotoViewPageView({ data }: { data: PageData<PhotoViewPageData> }) {
  const { t } = useTranslation('info');
  const { edition, photos } = data.page;
  return (
    <InfoPage
      data={data}
      heading={t('photoView.heading')}
      intro={edition ? t('photoView.editionIntro', { name: edition.name, count: photos.length }) : t('photoView.intro')}
    >
      {photos.length > 0 ? <PhotoGallery photos={photos} /> : <Text>{t('photoView.empty')}</Text>}
    </InfoPage>
  );
}
