import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Text } from '@art/ui';
import { loadPage, type PageData } from './loaders';
import { SitePage } from './page';

/** The loader of a page whose body comes in a later issue: its route, head and translations. */
export function loadGenericPage(args: LoaderFunctionArgs): Promise<PageData<null>> {
  return loadPage<null>(args);
}

/** A page whose body is not built yet: its title, and a line saying it is being prepared. */
export function GenericPageView({ data }: { data: PageData<null> }) {
  const { t } = useTranslation('common');
  return (
    <SitePage data={data}>
      <Container>
        <Heading level={2}>{data.head.title.split(' | ')[0]}</Heading>
        <Text as="p">{t('comingSoon')}</Text>
      </Container>
    </SitePage>
  );
}
