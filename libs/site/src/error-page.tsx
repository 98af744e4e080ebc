import { useTranslation } from 'react-i18next';
import { href, type Lang, type SiteName } from '@art/routing';
import { Container, Heading, Text } from '@art/ui';

/** The error page: what happened, in the visitor's language, and a way back. */
export function ErrorPage({ status, lang, site }: { status: number; lang: Lang; site: SiteName }) {
  const { t } = useTranslation('common');
  const notFound = status === 404;
  return (
    <main id="content">
      <Container>
        <Text as="p" size="small">{status}</Text>
        <Heading level={1}>{t(notFound ? 'error.notFoundTitle' : 'error.serverTitle')}</Heading>
        <Text as="p">{t(notFound ? 'error.notFoundText' : 'error.serverText')}</Text>
        <p>
          <a href={href(site === 'shop' ? 'shop-home' : 'home', {}, lang)}>{t('error.goHome')}</a>
        </p>
      </Container>
    </main>
  );
}
