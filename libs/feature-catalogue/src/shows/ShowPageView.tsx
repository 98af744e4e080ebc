import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Container, Heading, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { JsonLd, useLink, usePageLang, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, formatDayRange, Prose, WorksMasonry } from '@art/page-kit';
import type { ShowPageData } from './shows-page';

const intro = css({
  display: 'grid',
  gap: space[6],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space[10], alignItems: 'start' },
});

/**
 * A show of the shop: title, gallery, dates, its text and picture, and its works (each opening inside the show);
 * with the `ExhibitionEvent` structured data and the breadcrumbs.
 */
export function ShowPageView({ data }: { data: PageData<ShowPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const { t } = useTranslation('shows');
  const { t: tc } = useTranslation();
  const { show, title, info } = data.page;
  const pageUrl = data.head.canonical;
  const days = formatDayRange(show.startsOn, show.endsOn, lang);
  const crumbs = [
    { name: tc('menu.home'), url: absoluteUrl(link('shop-home', {}), pageUrl) },
    { name: t('shows'), url: absoluteUrl(link('shows', {}), pageUrl) },
    { name: title },
  ];
  const event = {
    '@type': 'ExhibitionEvent',
    '@id': `${pageUrl}#show`,
    name: title,
    url: pageUrl,
    description: info || undefined,
    image: show.image ? absoluteUrl(show.image.url, pageUrl) : undefined,
    startDate: show.startsOn ?? undefined,
    endDate: show.endsOn ?? undefined,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: pageUrl },
    organizer: show.gallery
      ? { '@type': 'ArtGallery', name: show.gallery.comercialName, url: absoluteUrl(show.gallery.url, pageUrl) }
      : undefined,
  };
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <JsonLd data={event} />
        <section css={intro} aria-labelledby="show-title">
          <Stack gap={4}>
            <Heading level={2} size="display" id="show-title">
              {title}
            </Heading>
            {show.gallery ? (
              <Text weight="medium">
                {t('show.galleryPrefix')} <Anchor href={show.gallery.url}>{show.gallery.comercialName}</Anchor>
              </Text>
            ) : null}
            {days ? <Text tone="muted">{days}</Text> : null}
            {info ? <Prose text={info} /> : null}
          </Stack>
          {show.image ? (
            <ResponsiveImage image={show.image} alt="" sizes="(min-width: 1025px) 50vw, 100vw" priority />
          ) : null}
        </section>
        <section aria-labelledby="show-works">
          <Stack gap={5}>
            <Heading level={2} size="h2" id="show-works">
              {t('show.works')}
            </Heading>
            {show.works.length > 0 ? (
              <WorksMasonry works={show.works} lang={lang} priorityCount={3} />
            ) : (
              <Text tone="muted">{t('show.noWorks')}</Text>
            )}
          </Stack>
        </section>
        <Text>
          <Anchor href={link('shows', {})}>{t('allShows')}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
