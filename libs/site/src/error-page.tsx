import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { href, siteProfile, type Lang, type SiteName } from '@art/routing';
import { Anchor, Button, Cluster, Container, Heading, Stack, Text, space } from '@art/ui';

const pageStyle = css({ paddingBlock: `${space[10]} ${space[11]}`, maxWidth: '48rem' });

/**
 * What the error page says (for a `status` of 404, that the page does not exist; otherwise that something failed)
 * in the visitor's language, and the ways on: home and the works. `level` is the heading's level: 1 on its own, 2
 * under a page's own h1.
 */
export function ErrorMessage({
  status,
  lang,
  site,
  level = 1,
}: {
  status?: number;
  lang: Lang;
  site: SiteName;
  level?: 1 | 2;
}) {
  const { t } = useTranslation('common');
  const notFound = status === 404;
  const { keys } = siteProfile(site);
  return (
    <Container>
      <Stack gap={5} css={pageStyle}>
        {status !== undefined && (
          <Text as="p" size="small" tone="muted">
            {status}
          </Text>
        )}
        <Heading level={level}>{t(notFound ? 'error.notFoundTitle' : 'error.serverTitle')}</Heading>
        <Text as="p">{t(notFound ? 'error.notFoundText' : 'error.serverText')}</Text>
        <Cluster gap={5} align="center">
          <Button as="a" href={href(keys.home, {}, lang)}>
            {t('error.goHome')}
          </Button>
          <Anchor href={href(keys.works, {}, lang)}>{t('error.seeWorks')}</Anchor>
        </Cluster>
      </Stack>
    </Container>
  );
}
