import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@art/routing';
import {
  Anchor,
  Cluster,
  colours,
  Container,
  Heading,
  Monogram,
  mq,
  ResponsiveImage,
  space,
  Stack,
  Text,
} from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { FilterLinks, formatDay, formatTime } from '@art/page-kit';
import {
  activitiesQueryString,
  programmeOf,
  type ActivitiesPageData,
  type ActivityDay,
  type ActivityListItem,
} from './activities-page';

const page = css({ paddingBlock: space[8] });
const dayStyle = css({
  display: 'grid',
  gap: space[4],
  paddingTop: space[6],
  borderTop: `1px solid ${colours.ink}`,
  // Spanish writes weekdays in lower case; a heading still starts with a capital.
  h3: { '&::first-letter': { textTransform: 'uppercase' } },
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
const item = css({
  display: 'grid',
  gap: space[2],
  paddingBlock: space[5],
  borderBottom: `1px solid ${colours.rule}`,
  position: 'relative',
  // Phones: the text, and the picture small on its right; wider: time, text, picture.
  gridTemplateColumns: 'minmax(0, 1fr) 6.5rem',
  columnGap: space[4],
  '& > [data-activity-picture]': { gridColumn: 2, gridRow: '1 / span 2' },
  [mq.tablet]: {
    gridTemplateColumns: '9rem minmax(0, 1fr) 13rem',
    gap: space[6],
    '& > [data-activity-picture]': { gridColumn: 3, gridRow: 1 },
  },
});
/** An activity's picture: 3 / 2, cropped from the activity's cover. */
const PICTURE_RATIO = 3 / 2;
const titleLink = css({
  color: colours.ink,
  textDecoration: 'none',
  '&:hover': { color: colours.accent, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});

/** "18:00 – 19:15" (or the start alone), in Madrid. */
export function TimeRange({ startsAt, endsAt, lang }: { startsAt: string; endsAt: string | null; lang: Lang }) {
  const start = <time dateTime={startsAt}>{formatTime(startsAt, lang)}</time>;
  if (!endsAt) return start;
  return (
    <>
      {start}
      {' – '}
      <time dateTime={endsAt}>{formatTime(endsAt, lang)}</time>
    </>
  );
}

/** An activity's picture, decorative (the title is the link's text): its image, else its category's initial. */
function ActivityPicture({ activity }: { activity: ActivityListItem }) {
  return (
    <div data-activity-picture="">
      {activity.image ? (
        <ResponsiveImage
          image={activity.image}
          alt=""
          aspectRatio={PICTURE_RATIO}
          sizes="(min-width: 768px) 13rem, 6.5rem"
        />
      ) : (
        <Monogram name={activity.category || activity.title} aspectRatio={PICTURE_RATIO} />
      )}
    </div>
  );
}

function ActivityItem({ activity, lang }: { activity: ActivityListItem; lang: Lang }) {
  return (
    <li css={item} data-activity={activity.slug}>
      <ActivityPicture activity={activity} />
      <Text weight="semibold" tabular>
        <TimeRange startsAt={activity.startsAt} endsAt={activity.endsAt} lang={lang} />
      </Text>
      <Stack gap={1}>
        <Text size="caption" tone="muted">
          {activity.category}
        </Text>
        <Heading level={4} size="h3">
          <Anchor href={activity.url} css={titleLink}>
            {activity.title}
          </Anchor>
        </Heading>
        {activity.place ? <Text size="small">{activity.place}</Text> : null}
        {activity.shortContent ? (
          <Text size="small" tone="muted" measure>
            {activity.shortContent}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}

function Days({ days, lang, id }: { days: ActivityDay[]; lang: Lang; id: string }) {
  return (
    <Stack gap={7}>
      {days.map((day) => (
        <section key={day.day} css={dayStyle} aria-labelledby={`${id}-${day.day}`} data-day={day.day}>
          <Heading level={3} size="h3" id={`${id}-${day.day}`}>
            <time dateTime={day.day}>{formatDay(day.startsAt, lang)}</time>
          </Heading>
          <ul css={list}>
            {day.activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} lang={lang} />
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}

/** The fair's programme: categories as links, the current edition's days first, then the other activities. */
export function ActivitiesPageView({ data }: { data: PageData<ActivitiesPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const { t } = useTranslation('activities');
  const { activities, totalCount, pageInfo, categories, category, after, current, currentPrefix } = data.page;
  const path = link('activities', {});
  const hrefOf = (state: Parameters<typeof activitiesQueryString>[0]) => `${path}${activitiesQueryString(state)}`;
  const { current: currentDays, other: otherDays } = programmeOf(activities, currentPrefix);
  const links = [
    { key: 'all', label: t('allCategories'), href: hrefOf({}), current: category === null },
    ...categories.map((c) => ({
      key: c.key,
      label: c.name,
      href: hrefOf({ category: c.slug }),
      current: category?.key === c.key,
    })),
  ];
  const nextHref =
    pageInfo.hasNextPage && pageInfo.endCursor
      ? hrefOf({ category: category?.slug ?? null, after: pageInfo.endCursor })
      : null;
  return (
    <Container>
      <Stack gap={7} css={page}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('activities')}
          </Heading>
          <Text tone="muted" measure>
            {t('intro')}
          </Text>
        </Stack>
        {categories.length > 0 ? <FilterLinks label={t('categories')} links={links} /> : null}
        <Text tone="muted" aria-live="polite" data-activities-count="">
          {t('count', { count: totalCount })}
        </Text>
        {activities.length === 0 ? (
          <Stack gap={3} data-activities-empty="">
            <Text>{category ? t('noActivitiesInCategory', { category: category.name }) : t('noActivities')}</Text>
            {category ? (
              <div>
                <Anchor href={hrefOf({})}>{t('seeAll')}</Anchor>
              </div>
            ) : null}
          </Stack>
        ) : null}
        {currentDays.length > 0 ? (
          <section aria-labelledby="activities-current">
            <Stack gap={6}>
              <Stack gap={1}>
                <Heading level={2} size="h2" id="activities-current">
                  {t('currentEdition')}
                </Heading>
                {current ? <Text tone="muted">{[current.name, current.venue].filter(Boolean).join(' · ')}</Text> : null}
              </Stack>
              <Days days={currentDays} lang={lang} id="current" />
            </Stack>
          </section>
        ) : null}
        {otherDays.length > 0 ? (
          <section aria-labelledby="activities-other">
            <Stack gap={6}>
              <Heading level={2} size="h2" id="activities-other">
                {currentDays.length > 0 ? t('otherActivities') : t('pastEditions')}
              </Heading>
              <Days days={otherDays} lang={lang} id="other" />
            </Stack>
          </section>
        ) : null}
        {after || nextHref ? (
          <Cluster gap={5} justify="center">
            {after ? <Anchor href={hrefOf({ category: category?.slug ?? null })}>{t('firstPage')}</Anchor> : null}
            {nextHref ? (
              <Anchor href={nextHref} rel="next">
                {t('nextPage')}
              </Anchor>
            ) : null}
          </Cluster>
        ) : null}
      </Stack>
    </Container>
  );
}
