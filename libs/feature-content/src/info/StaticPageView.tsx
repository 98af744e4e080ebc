import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@art/ui';
import { usePageLang, type PageData } from '@art/site';
import { formatDate } from '@art/page-kit';
import { InfoPage, Prose } from './InfoPage';
import type { StaticPageData } from './static-page';

/**
 * A static page (who we are, how to exhibit) or a legal page (with the date it last changed): its title and its
 * paragraphs set for reading; `children` come after the text (the cookie settings of the cookies page).
 */
export function StaticPageView({ data, children }: { data: PageData<StaticPageData>; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const lang = usePageLang();
  const { page } = data.page;
  const updated = page.isLegal ? (
    <Text size="small" tone="muted">
      <time dateTime={page.updatedAt}>{t('lastUpdated', { date: formatDate(page.updatedAt, lang) })}</time>
    </Text>
  ) : undefined;
  return (
    <InfoPage data={data} heading={page.title} intro={updated} width="narrow">
      <Prose text={page.content} lead={!page.isLegal} />
      {children}
    </InfoPage>
  );
}
