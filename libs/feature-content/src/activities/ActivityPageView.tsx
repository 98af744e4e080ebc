import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, colours, Container, Heading, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { JsonLd, breadcrumbList, useLink, usePageLang, useRootData, type JsonLdObject, type PageData } from '@art/site';
import { absoluteUrl, formatDay, Prose } from '@art/page-kit';
import { activitiesQueryString } from './activities-page';
import { TimeRange } from './ActivitiesPageView';
import { activityCalendarHref, type ActivityPageData } from './activity-page';

const layout = css({
  display: 'grid',
  gap: space[7],
  paddingBlock: space[8],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: space[10], alignItems: 'start' },
});
const facts = css({
  display: 'grid',
  gap: space[4],
  margin: 0,
  padding: space[5],
  border: `1px solid ${colours.ink}`,
  dd: { margin: 0 },
});

/** An activity: category, title, when and where, "add to calendar", its image and text. */
export function ActivityPageView({ data }: { data: PageData<ActivityPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const root = useRootData();
  const { t } = useTranslation('activities');
  const { activity, catalog } = data.page;
  const origin = root?.origins.fair ?? '';
  const listPath = link('activities', {});
  const categoryHref = `${listPath}${activitiesQueryString({ category: activity.categoryKey })}`;
  const place = [activity.place, catalog?.venue].filter(Boolean).join(', ');
  const structured: JsonLdObject[] = [
    {
      '@type': 'Event',
      name: activity.title,
      description: activity.shortContent || undefined,
      startDate: activity.startsAt,
      ...(activity.endsAt ? { endDate: activity.endsAt } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: lang,
      url: activity.url,
      ...(activity.image ? { image: absoluteUrl(activity.image.url, origin) } : {}),
      location: {
        '@type': 'Place',
        name: place || t('meta.fair.name', { ns: 'common' }),
        ...(catalog?.address
          ? { address: { '@type': 'PostalAddress', streetAddress: catalog.address, addressCountry: 'ES' } }
          : {}),
      },
      organizer: {
        '@type': 'Organization',
        name: t('meta.fair.name', { ns: 'common' }),
        url: absoluteUrl(link('home', {}), origin),
      },
    },
    breadcrumbList([
      { name: t('menu.home', { ns: 'common' }), url: absoluteUrl(link('home', {}), origin) },
      { name: t('activities'), url: absoluteUrl(listPath, origin) },
      { name: activity.title },
    ]),
  ];

  return (
    <Container>
      <article css={layout} data-activity-page={activity.slug}>
        <Stack gap={6}>
          <Stack gap={3}>
            <Text size="small">
              <Anchor href={categoryHref}>{activity.category}</Anchor>
            </Text>
            <Heading level={2} size="h1">
              {activity.title}
            </Heading>
            {activity.shortContent ? (
              <Text weight="medium" measure>
                {activity.shortContent}
              </Text>
            ) : null}
          </Stack>
          {activity.image ? (
            <ResponsiveImage
              image={activity.image}
              alt=""
              sizes="(min-width: 1025px) 60vw, 100vw"
              priority
              aspectRatio={16 / 9}
            />
          ) : null}
          <Prose text={activity.content} />
          <div>
            <Anchor href={listPath}>{t('activity.backToActivities')}</Anchor>
          </div>
        </Stack>
        <aside aria-labelledby="activity-details">
          <Stack gap={5}>
            <Heading level={3} size="h3" id="activity-details">
              {t('activity.details')}
            </Heading>
            <dl css={facts}>
              <div>
                <Text as="dt" size="caption" tone="muted">
                  {t('activity.date')}
                </Text>
                <Text as="dd">
                  <time dateTime={activity.startsAt}>{formatDay(activity.startsAt, lang)}</time>
                </Text>
              </div>
              <div>
                <Text as="dt" size="caption" tone="muted">
                  {t('activity.time')}
                </Text>
                <Text as="dd" tabular>
                  <TimeRange startsAt={activity.startsAt} endsAt={activity.endsAt} lang={lang} />
                </Text>
              </div>
              {place ? (
                <div>
                  <Text as="dt" size="caption" tone="muted">
                    {t('activity.place')}
                  </Text>
                  <Text as="dd">{place}</Text>
                </div>
              ) : null}
              <div>
                <Text as="dt" size="caption" tone="muted">
                  {t('activity.category')}
                </Text>
                <Text as="dd">{activity.category}</Text>
              </div>
            </dl>
            <Stack gap={2}>
              <Button
                as="a"
                href={activityCalendarHref(activity.slug, lang)}
                download={`${activity.slug}.ics`}
                data-calendar=""
                fullWidth
              >
                {t('activity.addToCalendar')}
              </Button>
              <Text size="small" tone="muted">
                {t('activity.calendarFile')}
              </Text>
            </Stack>
          </Stack>
        </aside>
      </article>
      <JsonLd data={structured} />
    </Container>
  );
}
