import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { href, siteProfile, type Lang, type SiteName } from '@art/routing';
import { Anchor, Button, Cluster, Container, Heading, Stack, Text, space } from '@art/ui';

const pageStyle = css({ paddingBlock: `${space[10]} ${space[11]}`, maxWidth: '48rem' });

/** The heading and text keys of an error page by its status. */
function textsOf(status: number | undefined) {
  if (status === 404) return { title: 'error.notFoundTitle', text: 'error.notFoundText' } as const;
  if (status === 503) return { title: 'error.unavailableTitle', text: 'error.unavailableText' } as const;
  return { title: 'error.serverTitle', text: 'error.serverText' } as const;
}

/**
 * What the error page says (for a `status` of 404, that the page does not exist; for 503, that the service is
 * unavailable for a moment, with a link to try the same address again; otherwise that something failed) in the
 * visitor's language, and the ways on: home and the works. `level` is the heading's level: 1 on its own, 2 under a
 * page's own h1.
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
  const { t } = useTranslation();
  const location = useLocation();
  const texts = textsOf(status);
  const { keys } = siteProfile(site);
  return (
    <Container>
      <Stack gap={5} css={pageStyle}>
        {status !== undefined && (
          <Text as="p" size="small" tone="muted">
            {status}
          </Text>
        )}
        <Heading level={level}>{t(texts.title)}</Heading>
        <Text as="p">{t(texts.text)}</Text>
        {status === 503 ? (
          <Cluster gap={5} align="center">
            <Button as="a" href={`${location.pathname}${location.search}`}>
              {t('error.tryAgain')}
            </Button>
            <Anchor href={href(keys.home, {}, lang)}>{t('error.goHome')}</Anchor>
          </Cluster>
        ) : (
          <Cluster gap={5} align="center">
            <Button as="a" href={href(keys.home, {}, lang)}>
              {t('error.goHome')}
            </Button>
            <Anchor href={href(keys.works, {}, lang)}>{t('error.seeWorks')}</Anchor>
          </Cluster>
        )}
      </Stack>
    </Container>
  );
}
