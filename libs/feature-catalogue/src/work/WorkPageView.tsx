import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkPageWork } from '@art/page-kit';
import { rememberLastSeen } from '@art/layout';
import { CURRENT_CATALOG_PREFIX, MARKET_CATALOG_PREFIX, TREND_TAG_TYPES } from '@art/model';
import { Anchor, Badge, Button, Cluster, colours, Container, Heading, mq, Price, space, Stack, Text } from '@art/ui';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import type { SiteProfile } from '@art/routing';
import { absoluteUrl, AddToCartButton, Breadcrumbs, SaveWorkButton, workJsonLd, WorksMasonry } from '@art/page-kit';
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
 * Where to ask about a work without a public price: the work's contact page of the fair when the work is in the
 * fair's catalogue (that page knows only those works); on a site that sells (the shop) otherwise, the gallery's
 * contact page.
 */
function contactHrefOf(work: WorkPageWork, profile: SiteProfile, link: ReturnType<typeof useLink>): string | null {
  if (!profile.sells || work.catalogs.includes(CURRENT_CATALOG_PREFIX))
    return link('work-contact', { artistSlug: work.artist.slug, slug: work.slug });
  return work.gallery ? link(profile.keys.galleryContact, { slug: work.gallery.slug }) : null;
}

/**
 * The work page of both sites: its pictures with a full-screen zoom, the facts (artist, gallery, technique, measures
 * in cm, year), the price with VAT or the way to ask for it, its state, the shows it is in and its trends, works like
 * it and more of the artist; with the `VisualArtwork` structured data and the breadcrumbs. On the shop a work that
 * can be bought has the "add to cart" button; a sold one says so instead. On the fair, a priced work that can be
 * bought and is in the market's catalogue links to its page on the shop ("buy in the Market"). Inside a show (the address's last part) the
 * show is named and the trail goes through it.
 */
export function WorkPageView({ data }: { data: PageData<WorkPageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('works');
  const { t: tCommon } = useTranslation('common');
  const { work, image, show } = data.page;
  const pageUrl = data.head.canonical;
  const tone = stateTone(work.workState);
  const sold = work.workState === SOLD_STATE;
  // A fair work with a price is also on sale in the shop when the market's catalogue holds it.
  const inMarket = work.catalogs.includes(MARKET_CATALOG_PREFIX) && work.price !== null && work.price > 0;
  const contactHref = contactHrefOf(work, profile, link);
  // Seen: the work goes to the front of the last-seen strip (kept in this browser only).
  useEffect(() => {
    const thumbnail = image?.sizes.find((size) => size.name === 'small') ?? image;
    if (thumbnail)
      rememberLastSeen({ slug: work.slug, id: work.id, url: work.url, imageUrl: thumbnail.url, title: work.title });
  }, [work.id, work.slug, work.url, work.title, image]);
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
              {sold ? (
                <Text weight="semibold" data-work-sold="">
                  {t('workPage.soldReason')}
                </Text>
              ) : (
                <Text as="div" size="body" weight="semibold">
                  <Price
                    amount={work.price}
                    lang={lang}
                    currency={work.currency}
                    vatLabel={t('work.vatIncluded')}
                    fallback={
                      contactHref ? (
                        <Anchor href={contactHref}>{t('work.priceOnRequest')}</Anchor>
                      ) : (
                        t('work.priceOnRequest')
                      )
                    }
                  />
                </Text>
              )}
              {profile.sells && work.buyable && !sold ? <AddToCartButton work={work} /> : null}
              {!profile.sells && work.buyable && !sold && inMarket ? (
                // The fair sells through the shop: the same work's page there, where it goes into the cart.
                <Button
                  as="a"
                  href={link('shop-work', { artistSlug: work.artist.slug, slug: work.slug })}
                  variant="primary"
                  fullWidth
                  data-buy-in-market=""
                >
                  {tCommon('bag.buyInMarket')}
                </Button>
              ) : null}
              {!sold && !work.buyable && work.price !== null && work.price > 0 ? (
                <Text size="small" tone="muted">
                  {t('workPage.notForSaleReason')}{' '}
                  {contactHref ? <Anchor href={contactHref}>{t('work.askGallery')}</Anchor> : null}
                </Text>
              ) : null}
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
