import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Cluster, Heading, Stack, Text, colours, mq, space, textStyle } from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { formatDayRange } from '@art/page-kit';
import type { EditionsPageData } from './editions-page';
import { ExternalLink } from './ExternalLink';
import { InfoPage } from './InfoPage';

const list = css({ listStyle: 'none', margin: 0, padding: 0, '& > li:first-of-type': { paddingTop: 0 } });
const item = css({
  display: 'grid',
  gap: space[4],
  paddingBlock: space[7],
  borderBottom: `1px solid ${colours.rule}`,
  [mq.tablet]: { gridTemplateColumns: '11rem minmax(0, 1fr) auto', alignItems: 'baseline', gap: space[7] },
});
const year = css(textStyle('h1'), { margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'lining-nums' });
const links = css({ [mq.tablet]: { justifyContent: 'flex-end' } });

/**
 * The fair's editions, newest first: the current one marked, each with its days, venue, the galleries that took part
 * and its catalogue when published.
 */
export function EditionsPageView({ data }: { data: PageData<EditionsPageData> }) {
  const { t } = useTranslation('info');
  const lang = usePageLang();
  const link = useLink();
  const { editions } = data.page;
  return (
    <InfoPage data={data} heading={t('editions.heading')} intro={t('editions.intro')}>
      {editions.length > 0 ? (
        <ul css={list}>
          {editions.map((edition) => {
            const days = formatDayRange(edition.startsOn, edition.endsOn, lang);
            return (
              <li key={edition.prefix} css={item} data-edition={edition.prefix}>
                {/* The year repeats the name's, as a large marker of the timeline. */}
                <p css={year} aria-hidden="true">
                  {edition.year}
                </p>
                <Stack gap={2}>
                  <Cluster gap={3} align="center">
                    <Heading level={3} size="h3">
                      {edition.name}
                    </Heading>
                    {edition.isCurrent ? <Badge tone="ink">{t('editions.current')}</Badge> : null}
                  </Cluster>
                  <Text tone="muted">
                    {[
                      edition.edition ? t('editions.ordinal', { count: edition.edition, ordinal: true }) : null,
                      days,
                      edition.venue,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Cluster gap={5} css={links}>
                  <Anchor href={link('galleries', { catalogPrefix: edition.prefix })}>
                    {t('editions.galleries', { year: edition.year })}
                  </Anchor>
                  {edition.catalogUrl ? (
                    <ExternalLink href={edition.catalogUrl}>
                      {t('editions.catalogue', { year: edition.year })}
                    </ExternalLink>
                  ) : null}
                </Cluster>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text>{t('editions.empty')}</Text>
      )}
    </InfoPage>
  );
}
