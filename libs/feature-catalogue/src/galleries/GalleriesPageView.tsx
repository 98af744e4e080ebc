import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Anchor,
  colours,
  Container,
  focusRing,
  Heading,
  Monogram,
  mq,
  ResponsiveImage,
  space,
  Stack,
  Text,
  textStyle,
} from '@art/ui';
import { useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { CatalogueSearch, ListPager, placeLine } from '@art/page-kit';
import { galleriesQueryString, type GalleriesQuery } from './galleries-query';
import type { GalleriesPageData } from './galleries-page';

/** Artists named on a gallery's card; the rest are counted. */
const ARTISTS_SHOWN = 4;

const editionNav = css({
  ul: { display: 'flex', flexWrap: 'wrap', gap: space[2], listStyle: 'none', margin: 0, padding: 0 },
  a: [
    textStyle('small'),
    {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '2.75rem',
      paddingInline: space[4],
      border: `1px solid ${colours.ruleStrong}`,
      color: colours.ink,
      textDecoration: 'none',
      '&:hover': { borderColor: colours.ink },
      '&:focus-visible': focusRing.styles,
    },
  ],
  'a[aria-current="page"]': { backgroundColor: colours.ink, borderColor: colours.ink, color: colours.paper },
});

const list = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${colours.rule}`,
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space[7] },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: space[8] },
  li: { borderBottom: `1px solid ${colours.rule}`, paddingBlock: space[5], position: 'relative' },
});

// The name's link covers the whole card (picture included), so the picture needs no link of its own.
const nameLink = css({
  color: colours.ink,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing.styles,
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});

/** The card's picture: 4 / 3, as the works' thumbnails on the gallery page. */
const PICTURE_RATIO = 4 / 3;
const GALLERY_PICTURE_SIZES = '(min-width: 1025px) 30vw, (min-width: 768px) 45vw, 100vw';

type GalleryCard = GalleriesPageData['galleries'][number];

/**
 * A gallery's picture: a work it shows in this catalogue, else its own image (its logo, whole on white), else the
 * initials of its name; decorative (`alt=""`), the name is the link's text right below.
 */
function GalleryPicture({ gallery, priority }: { gallery: GalleryCard; priority: boolean }) {
  const work = gallery.works[0]?.images[0];
  if (work)
    return (
      <ResponsiveImage
        image={work}
        alt=""
        aspectRatio={PICTURE_RATIO}
        sizes={GALLERY_PICTURE_SIZES}
        priority={priority}
        data-gallery-picture="work"
      />
    );
  if (gallery.image)
    return (
      <ResponsiveImage
        image={gallery.image}
        alt=""
        aspectRatio={PICTURE_RATIO}
        fit="contain"
        dominantColour="#ffffff"
        sizes={GALLERY_PICTURE_SIZES}
        priority={priority}
        data-gallery-picture="logo"
      />
    );
  return <Monogram name={gallery.comercialName} aspectRatio={PICTURE_RATIO} data-gallery-picture="initials" />;
}

/** The galleries of a catalogue on both sites: the editions (fair), search, the galleries and a next-page link. */
export function GalleriesPageView({ data }: { data: PageData<GalleriesPageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('galleries');
  const { galleries, totalCount, pageInfo, query, catalog, editions } = data.page;
  const listPath = profile.editions
    ? link('galleries', { catalogPrefix: catalog.prefix })
    : link(profile.keys.galleries, {});
  const at = (q: Partial<GalleriesQuery>) => `${listPath}${galleriesQueryString(q)}`;
  const nextHref = pageInfo.hasNextPage && pageInfo.endCursor ? at({ ...query, after: pageInfo.endCursor }) : null;
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('galleries')}
          </Heading>
          <Text tone="muted" measure>
            {t('editionIntro', { context: profile.textContext, name: catalog.name, year: catalog.year })}
          </Text>
        </Stack>
        {editions.length > 1 ? (
          <nav aria-label={t('editions')} css={editionNav}>
            <ul>
              {editions.map((edition) => (
                <li key={edition.prefix}>
                  <Anchor
                    href={link('galleries', { catalogPrefix: edition.prefix })}
                    aria-current={edition.prefix === catalog.prefix ? 'page' : undefined}
                    aria-label={t('editionLink', { name: edition.name, year: edition.year })}
                  >
                    {edition.year}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <CatalogueSearch
          action={listPath}
          text={query.text}
          clearHref={listPath}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
            clear: t('search.clear'),
          }}
        />
        <Text as="p" tone="muted" aria-live="polite">
          {query.text ? t('countSearch', { count: totalCount, text: query.text }) : t('count', { count: totalCount })}
        </Text>
        {galleries.length === 0 ? (
          <Stack gap={3} align="start">
            <Text>{query.text ? t('emptySearch', { text: query.text }) : t('noGalleries')}</Text>
            {query.text ? <Anchor href={listPath}>{t('seeAll')}</Anchor> : null}
          </Stack>
        ) : (
          <ul css={list} aria-label={t('galleries')}>
            {galleries.map((gallery, index) => {
              const shown = gallery.artists.slice(0, ARTISTS_SHOWN).map((a) => a.fullName);
              const more = gallery.artists.length - shown.length;
              return (
                <li key={gallery.id}>
                  <Stack gap={2}>
                    <GalleryPicture gallery={gallery} priority={index < 3} />
                    <Heading level={3} size="h3">
                      <Anchor href={gallery.url} css={nameLink}>
                        {gallery.comercialName}
                      </Anchor>
                    </Heading>
                    <Text as="span" size="small" tone="muted">
                      {gallery.address.fullAddress ||
                        placeLine(gallery.address.city, gallery.address.countryCode, lang)}
                    </Text>
                    {profile.editions && gallery.stand ? (
                      <Text as="span" size="small" weight="medium">
                        {t('stand', { stand: gallery.stand })}
                      </Text>
                    ) : null}
                    {shown.length > 0 ? (
                      <Text as="span" size="small">
                        {more > 0
                          ? t('artistsMore', { names: shown.join(', '), count: more })
                          : t('artistsList', { names: shown.join(', ') })}
                      </Text>
                    ) : null}
                  </Stack>
                </li>
              );
            })}
          </ul>
        )}
        <ListPager
          firstHref={query.after ? at({ ...query, after: null }) : null}
          nextHref={nextHref}
          texts={{ first: t('firstPage'), next: t('nextPage') }}
        />
      </Stack>
    </Container>
  );
}
