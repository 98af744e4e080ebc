import { useGqlQuery } from '@art/data';
import { MyWorksDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { usePageLang } from '@art/site';
import { Text } from '@art/ui';
import { WorksMasonry } from '@art/page-kit';
import { PersonalFrame } from './PersonalFrame';

/** My works: the saved works, newest first; each card's heart takes it out. */
export function FavWorksView() {
  const { t } = useTranslation('account');
  const lang = usePageLang();
  const works = useGqlQuery(MyWorksDocument, {}).data?.me?.works ?? [];
  return (
    <PersonalFrame heading={t('favWorks.heading')}>
      {works.length === 0 ? (
        <Text tone="muted">{t('favWorks.empty')}</Text>
      ) : (
        <WorksMasonry works={works} lang={lang} priorityCount={4} />
      )}
    </PersonalFrame>
  );
}
