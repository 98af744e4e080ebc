import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Container, ExternalIcon, Heading, mq, space, Stack, Text, VisuallyHidden } from '@art/ui';
import { JsonLd, useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, galleryJsonLd, LinkGroup, placeLine, WorksMasonry } from '@art/page-kit';
import type { GalleryDetail } from './gallery-page';

const intro = css({
  display: 'grid',
  gap: space[6],
  paddingBlock: space[6],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: space[10] },
});

const external = css({ display: 'inline-flex', alignItems: 'center', gap: space[1] });

/** A website as people read it: without the scheme and the trailing slash. */
function siteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The gallery page of both sites: name, address, stand (fair), description, website, a link to write to the gallery,
 * its artists and its works; with the `ArtGallery` structured data and the breadcrumbs.
 */
export function GalleryPageView({ data }: { data: PageData<GalleryDetail> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('galleries');
  const { t: tc } = useTranslation();
  const gallery = data.page;
  const pageUrl = data.head.canonical;
  const listHref = profile.editions
    ? link('galleries', { catalogPrefix: gallery.catalogPrefix ?? profile.catalogPrefix })
    : link(profile.keys.galleries, {});
  const crumbs = [
    { name: tc('menu.home'), url: absoluteUrl(link(profile.keys.home, {}), pageUrl) },
    { name: t('galleries'), url: absoluteUrl(listHref, pageUrl) },
    { name: gallery.comercialName },
  ];
  const address = gallery.address.fullAddress || placeLine(gallery.address.city, gallery.address.countryCode, lang);
  const otherEdition =
    profile.editions && gallery.catalogPrefix && gallery.catalogPrefix !== profile.catalogPrefix
      ? gallery.catalogPrefix
      : null;
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <JsonLd data={galleryJsonLd(gallery, pageUrl)} />
        <section css={intro} aria-labelledby="gallery-name">
          <Stack gap={3}>
            <Heading level={2} size="display" id="gallery-name">
              {gallery.comercialName}
            </Heading>
            {address ? (
              <Text as="address" tone="muted" css={css({ fontStyle: 'normal' })}>
                {address}
              </Text>
            ) : null}
            {profile.editions && gallery.stand ? (
              <Text weight="medium">
                {otherEdition
                  ? t('standIn', { stand: gallery.stand, catalogPrefix: otherEdition })
                  : t('stand', { stand: gallery.stand })}
              </Text>
            ) : null}
            <div>
              <Button as="a" href={link(profile.keys.galleryContact, { slug: gallery.slug })} variant="secondary">
                {t('gallery.contact')}
              </Button>
            </div>
          </Stack>
          <Stack gap={5}>
            {gallery.description ? (
              <Stack gap={2}>
                <Heading level={3} size="h3">
                  {t('gallery.about')}
                </Heading>
                <Text measure>{gallery.description}</Text>
              </Stack>
            ) : null}
            {gallery.website ? (
              <Stack gap={1}>
                <Heading level={3} size="h3">
                  {t('gallery.website')}
                </Heading>
                <div>
                  <Anchor href={gallery.website} target="_blank" rel="noopener noreferrer" css={external}>
                    {siteLabel(gallery.website)}
                    <ExternalIcon size={14} />
                    <VisuallyHidden>{t('newTab')}</VisuallyHidden>
                  </Anchor>
                </div>
              </Stack>
            ) : null}
            <LinkGroup
              heading={t('gallery.artists')}
              links={gallery.artists.map((artist) => ({ key: artist.id, href: artist.url, label: artist.fullName }))}
            />
          </Stack>
        </section>
        <section aria-labelledby="gallery-works">
          <Stack gap={5}>
            <Heading level={2} size="h2" id="gallery-works">
              {t('gallery.works')}
            </Heading>
            {gallery.works.length > 0 ? (
              <WorksMasonry works={gallery.works} lang={lang} priorityCount={3} />
            ) : (
              <Text tone="muted">{t('gallery.noWorks')}</Text>
            )}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
