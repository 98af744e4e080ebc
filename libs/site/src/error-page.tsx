import { useTranslation } from 'react-i18next';
import { href, type Lang, type SiteName } from '@art/routing';
import { Anchor, Container, Heading, Text } from '@art/ui';

/**
 * What the error page says (for a `status` of 404, that the page does not exist; otherwise that something failed): what happened, in the visitor's language, and the ways back (home, works). `level` is
 * the heading's level: 1 on its own, 2 under a page's own h1.
 */
export function ErrorMessage({ status, lang, site, level = 1 }: {
  status?: number;
  lang: Lang;
  site: SiteName;
  level?: 1 | 2;
}) {
  const { t } = useTranslation('common');
  const notFound = status === 404;
  const shop = site === 'shop';
  return (
    <Container>
      {status !== undefined && <Text as="p" size="small">{status}</Text>}
      <Heading level={level}>{t(notFound ? 'error.notFoundTitle' : 'error.serverTitle')}</Heading>
      <Text as="p">{t(notFound ? 'error.notFoundText' : 'error.serverText')}</Text>
      <ul>
        <li>
          <Anchor href={href(shop ? 'shop-home' : 'home', {}, lang)}>{t('error.goHome')}</Anchor>
        </li>
        <li>
          <Anchor href={href(shop ? 'shop-works' : 'works', {}, lang)}>{t('error.seeWorks')}</Anchor>
        </li>
      </ul>
    </Container>
  );
}
