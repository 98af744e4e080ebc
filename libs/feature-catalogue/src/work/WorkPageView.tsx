import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLastSeen } from '@art/layout';
import { TREND_TAG_TYPES } from '@art/model';
import { Anchor, Badge, Cluster, colours, Container, Heading, mq, space, Stack, Text } from '@art/ui';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, SaveWorkButton, workJsonLd, WorkOffer, WorksMasonry } from '@art/page-kit';
import { WorkImages } from './WorkImages';
import type { WorkPageData } from './work-page';

const layout = css({
  display: 'grid',
  gap: space[8],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: space[10], alignItems: 'start' },
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space[5],
  rowGap: space[2],
  margin: 0,
  paddingBlock: space[5],
  borderBlock: `1px solid ${colours.rule}`,
  dt: { color: colours.muted },
  dd: { margin: 0 },
});
const aside = css({ [mq.desktop]: { position: 'sticky', top: space[6] } });
const context = css({ paddingBlock: space[3], paddingInline: space[4], background: colours.surface });
const plainList = css({ listStyle: 'none', margin: 0, padding: 0 });

/** The sold state: such a work says so and cannot be put in the cart. */
const SOLD_STATE = 'Vendida';

/** Sold and unavailable works say so; available ones say nothing extra. */
function stateTone(state: string): 'danger' | 'neutral' | null {
  if (state === SOLD_STATE) return 'danger';
  if (state === 'Disponible') return null;
  return 'neutral';
}

/**
 * The work page of both sites: its pictures with a full-screen zoom, the facts (artist, gallery, technique, measures
 * in cm, year), its state, its offer (the price where it can be bought and the one action its state leads to on this
 * site, `WorkOffer` of the page kit), the shows it is in and its trends, works like it and more of the artist; with
 * the `VisualArtwork` structured data and the breadcrumbs. Inside a show (the address's last part) the show is named
 * and the trail goes through it.
 */
export function WorkPageView({ data }: { data: PageData<WorkPageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('works');
  const { t: tCommon } = useTranslation();
  const { work, image, show } = data.page;
  const pageUrl = data.head.canonical;
  const tone = stateTone(work.workState);
  // Seen: the work goes to the front of the last-seen strip (kept in this browser only).
  useEffect(() => {
    const thumbnail = image?.sizes.find((size) => size.name === 'small') ?? image;
    // What identifies the work, never its title: the strip shows each work in the language of the page it is on.
    if (thumbnail) rememberLastSeen({ slug: work.slug, id: work.id, url: work.url, imageUrl: thumbnail.url });
  }, [work.id, work.slug, work.url, image]);
  const others = work.artist.works.filter((other) => other.id !== work.id).slice(0, 8);
  const alt = t('image', { title: work.title, artistFullName: work.artist.fullName });
  const pictures = work.images.map((picture, i) => ({
    image: picture,
    alt:
      work.images.length > 1
        ? t('workPage.zoom.imageOf', { description: alt, n: i + 1, total: work.images.length })
        : alt,
  }));
  const home = { name: tCommon('menu.home'), url: absoluteUrl(link(profile.keys.home, {}), pageUrl) };
  const crumbs = show
    ? [
        home,
        { name: t('workPage.shows'), url: absoluteUrl(link('shows', {}), pageUrl) },
        { name: show.title, url: absoluteUrl(show.url, pageUrl) },
        { name: work.title },
      ]
    : [
        home,
        { name: t('works'), url: absoluteUrl(link(profile.keys.works, {}), pageUrl) },
        { name: work.artist.fullName, url: absoluteUrl(work.artist.url, pageUrl) },
        { name: work.title },
      ];
  const tagGroups = TREND_TAG_TYPES.map((type) => ({
    type,
    tags: work.tags.filter((tag) => tag.type === type),
  })).filter((g) => g.tags.length > 0);

  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('workPage.breadcrumbs')} />
        <JsonLd data={workJsonLd(work, pageUrl)} />
        {show ? (
          <Text css={context} data-work-show="">
            {t('workPage.inShow')} <Anchor href={show.url}>{show.title}</Anchor>
          </Text>
        ) : null}
        <article css={layout} aria-labelledby="work-title">
          {pictures.length > 0 ? <WorkImages images={pictures} title={work.title} /> : <div />}
          <Stack gap={5} css={aside}>
            <Stack gap={2}>
              <Text as="p" weight="medium">
                <Anchor href={work.artist.url}>{work.artist.fullName}</Anchor>
              </Text>
              <Heading level={2} size="h1" id="work-title">
                {work.title}
                {work.year ? (
                  <Text as="span" tone="muted">
                    , {work.year}
                  </Text>
                ) : null}
              </Heading>
            </Stack>
            {tone ? (
              <div>
                <Badge tone={tone} data-work-state="">
                  {t(`states.${work.workState}`)}
                </Badge>
              </div>
            ) : null}
            <dl css={facts}>
              <dt>{t('work.artist')}</dt>
              <dd>
                <Anchor href={work.artist.url}>{work.artist.fullName}</Anchor>
              </dd>
              {work.gallery ? (
                <>
                  <dt>{t('work.gallery')}</dt>
                  <dd>
                    <Anchor href={work.gallery.url}>{work.gallery.comercialName}</Anchor>
                  </dd>
                </>
              ) : null}
              {work.technicsText ? (
                <>
                  <dt>{t('work.technique')}</dt>
                  <dd>{work.technicsText}</dd>
                </>
              ) : null}
              <dt>{t('work.measures')}</dt>
              <dd>{work.measures}</dd>
              {work.year ? (
                <>
                  <dt>{t('work.year')}</dt>
                  <dd>{work.year}</dd>
                </>
              ) : null}
            </dl>
            <Stack gap={3} data-work-offer="">
              <WorkOffer work={work} />
              <Cluster gap={4}>
                <SaveWorkButton workId={work.id} title={work.title} withText />
                <Text size="small" as="span">
                  <Anchor href={link('new-collection', { workSlug: work.slug })}>
                    {tCommon('marks.addToCollection')}
                  </Anchor>
                </Text>
              </Cluster>
            </Stack>
            {work.description ? (
              <Stack gap={2}>
                <Heading level={3} size="h3">
                  {t('work.about')}
                </Heading>
                <Text measure>{work.description}</Text>
              </Stack>
            ) : null}
            {work.expositions.length > 0 ? (
              <Stack gap={2}>
                <Heading level={3} size="h3">
                  {t('workPage.shows')}
                </Heading>
                <ul css={plainList}>
                  {work.expositions.map((expo) => (
                    <li key={expo.slug}>
                      <Anchor href={expo.url}>{expo.title}</Anchor>
                    </li>
                  ))}
                </ul>
              </Stack>
            ) : null}
            {tagGroups.length > 0 ? (
              <Stack gap={2}>
                <Heading level={3} size="h3">
                  {t('workPage.trends')}
                </Heading>
                <dl css={facts}>
                  {tagGroups.map((group) => (
                    <div key={group.type} css={css({ display: 'contents' })}>
                      <dt>{t(`workPage.tagTypes.${group.type}`)}</dt>
                      <dd>
                        <Cluster as="ul" gap={3} css={plainList}>
                          {group.tags.map((tag) => (
                            <li key={tag.slug}>
                              <Anchor href={tag.url}>{tag.name}</Anchor>
                            </li>
                          ))}
                        </Cluster>
                      </dd>
                    </div>
                  ))}
                </dl>
              </Stack>
            ) : null}
          </Stack>
        </article>
        {work.similar.length > 0 ? (
          <section aria-labelledby="similar-works">
            <Stack gap={5}>
              <Heading level={2} size="h2" id="similar-works">
                {t('workPage.similar')}
              </Heading>
              <WorksMasonry works={work.similar} lang={lang} />
            </Stack>
          </section>
        ) : null}
        {others.length > 0 ? (
          <section aria-labelledby="more-from-artist">
            <Stack gap={5}>
              <Heading level={2} size="h2" id="more-from-artist">
                {t('work.moreFromArtist', { artistFullName: work.artist.fullName })}
              </Heading>
              <WorksMasonry works={others} lang={lang} />
            </Stack>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
