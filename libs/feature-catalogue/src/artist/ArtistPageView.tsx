import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  absoluteUrl,
  artistJsonLd,
  Breadcrumbs,
  FollowArtistButton,
  LinkGroup,
  placeLine,
  WorksMasonry,
} from '@art/page-kit';
import { Container, Heading, Monogram, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import type { ArtistDetail } from './artist-page';

const intro = css({
  display: 'grid',
  gap: space[6],
  paddingBlock: space[6],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: space[10] },
});

// The portrait (or the initials) beside the name: small, as a byline's, since the works are the page's pictures.
const portrait = css({ width: '6rem', [mq.desktop]: { width: '8rem' } });

/**
 * The artist page of both sites: name, city and country, birth year, biography, galleries, shows and the artist's
 * works (on the shop, those for sale first, then the others); with the `Person` structured data and the breadcrumbs.
 */
export function ArtistPageView({ data }: { data: PageData<ArtistDetail> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('artists');
  const { t: tc } = useTranslation();
  const artist = data.page;
  const pageUrl = data.head.canonical;
  const place = [
    placeLine(artist.city, artist.countryCode, lang),
    artist.birthYear ? t('artist.born', { year: artist.birthYear }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // On the shop the works for sale come first; the others (sold, price on request) follow.
  const forSaleIds = new Set((artist.forSale ?? []).map((w) => w.id));
  const otherWorks = artist.works.filter((w) => !forSaleIds.has(w.id));
  const crumbs = [
    { name: tc('menu.home'), url: absoluteUrl(link(profile.keys.home, {}), pageUrl) },
    { name: t('artists'), url: absoluteUrl(link(profile.keys.artists, {}), pageUrl) },
    { name: artist.fullName },
  ];
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <JsonLd data={artistJsonLd(artist, pageUrl)} />
        <section css={intro} aria-labelledby="artist-name">
          <Stack gap={3}>
            <div css={portrait} data-artist-portrait="">
              {artist.featuredImage ? (
                <ResponsiveImage image={artist.featuredImage} alt="" aspectRatio={1} sizes="128px" />
              ) : (
                <Monogram name={artist.fullName} />
              )}
            </div>
            <Heading level={2} size="display" id="artist-name">
              {artist.fullName}
            </Heading>
            {place ? <Text tone="muted">{place}</Text> : null}
            <div>
              <FollowArtistButton artistId={artist.id} name={artist.fullName} />
            </div>
          </Stack>
          <Stack gap={5}>
            {artist.biography ? (
              <Stack gap={2}>
                <Heading level={3} size="h3">
                  {t('artist.biography')}
                </Heading>
                <Text measure>{artist.biography}</Text>
              </Stack>
            ) : null}
            <LinkGroup
              heading={t('artist.galleries')}
              links={artist.galleries.map((g) => ({ key: g.slug, href: g.url, label: g.comercialName }))}
            />
            <LinkGroup
              heading={t('artist.shows')}
              links={artist.expositions.map((show) => ({ key: show.slug, href: show.url, label: show.title }))}
            />
          </Stack>
        </section>
        {artist.forSale ? (
          <>
            <section aria-labelledby="artist-for-sale">
              <Stack gap={5}>
                <Heading level={2} size="h2" id="artist-for-sale">
                  {t('shopArtist.forSale', { artistFullName: artist.fullName })}
                </Heading>
                {artist.forSale.length > 0 ? (
                  <WorksMasonry works={artist.forSale} lang={lang} priorityCount={3} />
                ) : (
                  <Text tone="muted">{t('shopArtist.noneForSale')}</Text>
                )}
              </Stack>
            </section>
            {otherWorks.length > 0 ? (
              <section aria-labelledby="artist-works">
                <Stack gap={5}>
                  <Heading level={2} size="h2" id="artist-works">
                    {t('shopArtist.otherWorks')}
                  </Heading>
                  <WorksMasonry works={otherWorks} lang={lang} />
                </Stack>
              </section>
            ) : null}
          </>
        ) : (
          <section aria-labelledby="artist-works">
            <Stack gap={5}>
              <Heading level={2} size="h2" id="artist-works">
                {t('artist.works', { artistFullName: artist.fullName })}
              </Heading>
              {artist.works.length > 0 ? (
                <WorksMasonry works={artist.works} lang={lang} priorityCount={3} />
              ) : (
                <Text tone="muted">{t('artist.noWorks')}</Text>
              )}
            </Stack>
          </section>
        )}
      </Stack>
    </Container>
  );
}
