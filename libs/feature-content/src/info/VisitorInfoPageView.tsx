import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Heading, Stack, Text, colours, mq, space } from '@art/ui';
import { useLink, usePageLang, useRootData, type PageData } from '@art/site';
import { fairEvent, formatDayRange } from '@art/page-kit';
import { ExternalLink } from './ExternalLink';
import { InfoPage, Prose } from './InfoPage';
import { mapSearchUrl } from './maps';
import { linesOf } from './text';
import { VenueMap } from './VenueMap';
import type { VisitorInfoPageData } from './visitor-info-page';

const grid = css({
  display: 'grid',
  gap: space[9],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: space[11] },
});
const facts = css({
  margin: 0,
  display: 'grid',
  gap: space[7],
  '& dt': { marginBottom: space[2] },
  '& dd': { margin: 0 },
});
const hoursList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[1] });
const address = css({ fontStyle: 'normal' });
const directions = css({ [mq.desktop]: { borderLeft: `1px solid ${colours.rule}`, paddingLeft: space[10] } });

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Text as="span" size="caption" tone="muted">
          {term}
        </Text>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Visitor information: the current edition's days, opening hours and venue (with a link that opens it on a map, and
 * the map itself when a maps key is configured), how to get there, and the fair as an `Event` for search engines.
 */
export function VisitorInfoPageView({ data }: { data: PageData<VisitorInfoPageData> }) {
  const { t } = useTranslation('info');
  const lang = usePageLang();
  const link = useLink();
  const root = useRootData();
  const { edition, directions: text } = data.page;
  const days = edition ? formatDayRange(edition.startsOn, edition.endsOn, lang) : null;
  const hours = linesOf(edition?.openingHours);
  const place = [edition?.venue, edition?.address].filter(Boolean).join(', ');
  const home = `${new URL(data.head.canonical).origin}${link('home', {})}`;
  return (
    <InfoPage
      data={data}
      heading={t('visitorInfo.heading')}
      intro={t('visitorInfo.intro')}
      jsonLd={[edition ? fairEvent(edition, home) : null]}
    >
      <div css={grid}>
        <Stack gap={8}>
          {edition ? (
            <dl css={facts}>
              <Fact term={t('visitorInfo.dates')}>
                <Text weight="semibold">{edition.name}</Text>
                {days && edition.startsOn ? (
                  <Text>
                    <time dateTime={edition.startsOn}>{days}</time>
                  </Text>
                ) : null}
              </Fact>
              {hours.length > 0 ? (
                <Fact term={t('visitorInfo.openingHours')}>
                  <ul css={hoursList}>
                    {hours.map((line) => (
                      <Text as="li" key={line}>
                        {line}
                      </Text>
                    ))}
                  </ul>
                </Fact>
              ) : null}
              {place ? (
                <Fact term={t('visitorInfo.venue')}>
                  <Stack gap={2}>
                    <Text as="address" css={address}>
                      {edition.venue ? (
                        <>
                          {edition.venue}
                          <br />
                        </>
                      ) : null}
                      {edition.address}
                    </Text>
                    <Text size="small">
                      <ExternalLink href={mapSearchUrl(place)}>{t('visitorInfo.openMap')}</ExternalLink>
                    </Text>
                  </Stack>
                </Fact>
              ) : null}
            </dl>
          ) : (
            <Text>{t('visitorInfo.noEdition')}</Text>
          )}
          <Cluster gap={3}>
            <Button as="a" href={link('tickets', {})}>
              {t('visitorInfo.tickets')}
            </Button>
            <Button as="a" variant="secondary" href={link('faq', {})}>
              {t('visitorInfo.faq')}
            </Button>
          </Cluster>
        </Stack>
        {text ? (
          <section css={directions} aria-labelledby="visitor-directions">
            <Stack gap={5}>
              <Heading level={3} size="h2" id="visitor-directions">
                {t('visitorInfo.howToGetThere')}
              </Heading>
              <Prose text={text.content} />
            </Stack>
          </section>
        ) : null}
      </div>
      {place ? <VenueMap mapsKey={root?.mapsKey ?? ''} query={place} label={t('visitorInfo.map', { place })} /> : null}
    </InfoPage>
  );
}
