import { useTranslation } from 'react-i18next';
import { Text } from '@art/ui';
import { useSiteProfile, type JsonLdObject, type PageData } from '@art/site';
import { FaqAccordion } from './FaqAccordion';
import { InfoPage } from './InfoPage';
import type { FaqPageData } from './faq-page';

/** The questions as a schema.org `FAQPage`, which search engines read from the page. */
function faqJsonLd(entries: FaqPageData['entries']): JsonLdObject | null {
  if (entries.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** The FAQ of the fair or of the shop: an accordion of questions, or a line saying there are none yet. */
export function FaqPageView({ data }: { data: PageData<FaqPageData> }) {
  const { t } = useTranslation('info');
  const profile = useSiteProfile();
  const { entries } = data.page;
  return (
    <InfoPage
      data={data}
      heading={t('faq.heading')}
      intro={t('faq.intro', { context: profile.textContext })}
      jsonLd={[faqJsonLd(entries)]}
      width="narrow"
    >
      {entries.length > 0 ? <FaqAccordion entries={entries} /> : <Text>{t('faq.empty')}</Text>}
    </InfoPage>
  );
}
