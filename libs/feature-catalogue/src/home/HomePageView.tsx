import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fairEvent, formatDate, formatTime, FormNotice, saysAccountDeleted, WorksMasonry } from '@art/page-kit';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { Anchor, Cluster, colours, Container, Heading, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { DisciplineTiles } from './DisciplineTiles';
import { FairHero } from './FairHero';
import type { HomePageData } from './home-page';

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
/** The shop's works for sale: two a row on phones, so four show in the first two screens; four a row on desktops. */
const SHOP_WINDOW_COLUMNS = { mobile: 2, tablet: 3, desktop: 4, wide: 4 } as const;
const shopIntro = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  paddingBlock: `${space[7]} ${space[6]}`,
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space[10], alignItems: 'end' },
});
/** The shop's name: from 30 px at 320 px to 56 px at 1440 px, a long word broken rather than cut. */
const shopHeading = css({ fontSize: 'clamp(1.875rem, 1.4107rem + 2.3214vw, 3.5rem)', overflowWrap: 'anywhere' });
const shopWindow = css({
  paddingBlock: `${space[6]} ${space[9]}`,
  borderTop: `1px solid ${colours.ink}`,
  borderBottom: `1px solid ${colours.rule}`,
});
const vatNote = css({ marginBlock: `-${space[4]} ${space[6]}` });

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
  const { catalog, hero, works, disciplines, articles, activities, shows } = data.page;
  // The shop's home is a shop window (works for sale first, disciplines, shows); the fair's presents the edition.
  const shop = profile.sells;
  const allWorks = { href: link(profile.keys.works, {}), label: t('seeAllWorks') };
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

        {shop ? (
          <>
            <section css={shopIntro} aria-labelledby="home-heading">
              <Heading level={2} size="h1" id="home-heading" css={shopHeading}>
                {t('shop.heading')}
              </Heading>
              <Text measure>{t('shop.intro')}</Text>
            </section>
            <section css={shopWindow} aria-labelledby="home-works">
              <SectionHeading id="home-works" title={t('shop.forSale')} more={allWorks} />
              <Text size="small" tone="muted" css={vatNote}>
                {t('shop.pricesWithVat')}
              </Text>
              {/* Rows, not a masonry: the first row is what the first screen shows, two works a row on phones. */}
              <WorksMasonry
                works={works}
                lang={lang}
                mode="rows"
                columns={SHOP_WINDOW_COLUMNS}
                priorityCount={SHOP_WINDOW_COLUMNS.wide}
              />
            </section>
          </>
        ) : (
          <FairHero catalog={catalog} work={hero} lang={lang} />
        )}

        {!shop && works.length > 0 ? (
          <section css={section} aria-labelledby="home-works">
            <SectionHeading id="home-works" title={t('fair.featuredWorks')} more={allWorks} />
            <WorksMasonry works={works} lang={lang} />
          </section>
        ) : null}

        {disciplines.length > 0 ? (
          <section css={section} aria-labelledby="home-disciplines">
            <SectionHeading id="home-disciplines" title={t('byDiscipline')} />
            <DisciplineTiles disciplines={disciplines} />
          </section>
        ) : null}

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
                      <time dateTime={activity.startsAt}>
                        {formatDate(activity.startsAt, lang)}, {formatTime(activity.startsAt, lang)}
                      </time>{' '}
                      · {activity.category}
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
