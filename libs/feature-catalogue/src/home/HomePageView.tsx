import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DISCIPLINES, pick } from '@art/model';
import { type Lang, type RouteKey } from '@art/routing';
import { Anchor, Button, Cluster, colours, Container, Heading, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { fairEvent, FormNotice, saysAccountDeleted, WorksMasonry } from '@art/page-kit';
import type { HomePageData } from './home-page';

const hero = css({
  display: 'grid',
  // One column no wider than the page: a long word never widens it past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[6],
  paddingBlock: space[10],
  borderBottom: `1px solid ${colours.ink}`,
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'end', paddingBlock: space[12] },
});
/**
 * The hero's heading: the display size, but from 36 px at 320 px (the display step starts at 44, where
 * 'Contemporáneo' is wider than a 320 px screen) to its 104 px at 1440 px. A word that still does not fit is
 * hyphenated in the page's language, or broken, rather than cut or scrolled sideways.
 */
const heroHeading = css({
  fontSize: 'clamp(2.25rem, 1.0357rem + 6.0714vw, 6.5rem)',
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});
const section = css({ paddingBlock: space[9], borderBottom: `1px solid ${colours.rule}` });
const cards = css({
  display: 'grid',
  gap: space[6],
  listStyle: 'none',
  padding: 0,
  margin: 0,
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const sectionHead = css({ marginBottom: space[6] });

function formatDate(value: string, lang: Lang, withTime = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : { year: 'numeric' }),
    timeZone: 'Europe/Madrid',
  }).format(date);
}

function SectionHeading({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <Cluster justify="between" align="baseline" css={sectionHead}>
      <Heading level={2} size="h2" id={id}>
        {title}
      </Heading>
      {more ? <Anchor href={more.href}>{more.label}</Anchor> : null}
    </Cluster>
  );
}

/** The home page of the fair and of the shop. */
export function HomePageView({ data }: { data: PageData<HomePageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('home');
  const { search } = useLocation();
  const { catalog, works, articles, activities, shows } = data.page;
  // The shop's home is a shop window (disciplines, new arrivals, shows); the fair's presents the edition.
  const shop = profile.sells;
  const k = profile.textContext;
  const worksKey = profile.keys.works;
  // The fair's home describes the current edition as an event for search engines.
  const event =
    profile.editions && catalog ? fairEvent(catalog, data.head.canonical, { image: data.head.image }) : null;
  return (
    <>
      {event ? <JsonLd data={event} /> : null}
      <Container>
        {saysAccountDeleted(search) ? (
          <div css={{ paddingBlockStart: space[7] }}>
            <FormNotice tone="success">{t('accountDeleted')}</FormNotice>
          </div>
        ) : null}
        <section css={hero} aria-labelledby="home-heading">
          <Stack gap={4}>
            <Heading level={2} size="display" id="home-heading" css={heroHeading}>
              {t(`${k}.heading`)}
            </Heading>
            <Text size="body" measure>
              {t(`${k}.intro`)}
            </Text>
          </Stack>
          <Stack gap={4}>
            {profile.editions && catalog?.startsOn ? (
              <Text weight="semibold">
                {catalog.name}
                <br />
                <time dateTime={catalog.startsOn}>{formatDate(catalog.startsOn, lang)}</time>
                {catalog.endsOn ? (
                  <>
                    {' '}
                    – <time dateTime={catalog.endsOn}>{formatDate(catalog.endsOn, lang)}</time>
                  </>
                ) : null}
                {catalog.venue ? (
                  <>
                    <br />
                    {catalog.venue}
                  </>
                ) : null}
              </Text>
            ) : null}
            <Cluster gap={3}>
              {shop ? (
                <Button as="a" href={link('shop-works', {})}>
                  {t('shop.seeAllWorks')}
                </Button>
              ) : (
                <>
                  <Button as="a" href={link('tickets', {})}>
                    {t('fair.buyTickets')}
                  </Button>
                  <Button as="a" variant="secondary" href={link('works', {})}>
                    {t('fair.featuredWorks')}
                  </Button>
                </>
              )}
            </Cluster>
          </Stack>
        </section>

        {shop ? (
          <section css={section} aria-labelledby="home-disciplines">
            <SectionHeading id="home-disciplines" title={t('shop.byDiscipline')} />
            <Cluster as="ul" gap={6}>
              {DISCIPLINES.map((d) => (
                <li key={d.id}>
                  <Anchor href={link(`${profile.keys.worksPrefix}-${d.key}` as RouteKey, {})}>
                    {pick(lang, d.es, d.en)}
                  </Anchor>
                </li>
              ))}
            </Cluster>
          </section>
        ) : null}

        <section css={section} aria-labelledby="home-works">
          <SectionHeading
            id="home-works"
            title={shop ? t('shop.newArrivals') : t('fair.featuredWorks')}
            more={{ href: link(worksKey, {}), label: t('shop.seeAllWorks') }}
          />
          <WorksMasonry works={works} lang={lang} priorityCount={0} />
        </section>

        {shows.length > 0 && shop ? (
          <section css={section} aria-labelledby="home-shows">
            <SectionHeading id="home-shows" title={t('shop.featuredShows')} />
            <ul css={cards}>
              {shows.map((show) => (
                <li key={show.slug}>
                  <Stack gap={3}>
                    {show.image ? (
                      <ResponsiveImage
                        image={show.image}
                        alt=""
                        sizes="(min-width: 1025px) 33vw, 100vw"
                        aspectRatio={16 / 9}
                      />
                    ) : null}
                    <Anchor href={show.url}>{show.title}</Anchor>
                  </Stack>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {activities.length > 0 ? (
          <section css={section} aria-labelledby="home-activities">
            <SectionHeading id="home-activities" title={t('fair.upcomingActivities')} />
            <ul css={cards}>
              {activities.map((activity) => (
                <li key={activity.slug}>
                  <Stack gap={1}>
                    <Text size="small" tone="muted">
                      <time dateTime={activity.startsAt}>{formatDate(activity.startsAt, lang, true)}</time> ·{' '}
                      {activity.category}
                    </Text>
                    <Anchor href={activity.url}>{activity.title}</Anchor>
                    <Text size="small" tone="muted">
                      {activity.place}
                    </Text>
                  </Stack>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {articles.length > 0 ? (
          <section css={section} aria-labelledby="home-news">
            <SectionHeading id="home-news" title={t('fair.latestNews')} />
            <ul css={cards}>
              {articles.map((article) => (
                <li key={article.slug}>
                  <Stack gap={3}>
                    {article.image ? (
                      <ResponsiveImage
                        image={article.image}
                        alt=""
                        sizes="(min-width: 1025px) 33vw, 100vw"
                        aspectRatio={3 / 2}
                      />
                    ) : null}
                    <Text size="small" tone="muted">
                      {article.categoryName}
                    </Text>
                    <Anchor href={article.url}>{article.title}</Anchor>
                    <Text size="small">{article.shortContent}</Text>
                  </Stack>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {!shop ? (
          <section css={section}>
            <Anchor href={link('shop-home', {})}>{t('fair.visitShop')}</Anchor>
          </section>
        ) : null}
      </Container>
    </>
  );
}
