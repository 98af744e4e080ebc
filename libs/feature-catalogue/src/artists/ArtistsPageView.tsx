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
import { LETTERS, artistsQueryString } from './artists-query';
import type { ArtistsPageData } from './artists-page';

const letterNav = css({
  borderBlock: `1px solid ${colours.rule}`,
  paddingBlock: space[3],
  ul: { display: 'flex', flexWrap: 'wrap', gap: space[1], listStyle: 'none', margin: 0, padding: 0 },
  a: [
    textStyle('body'),
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '2.75rem',
      minHeight: '2.75rem',
      paddingInline: space[2],
    },
  ],
  'a[href]': {
    color: colours.ink,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { color: colours.accent, textDecoration: 'underline' },
    '&:focus-visible': focusRing.styles,
  },
  'a[aria-current="page"]': { backgroundColor: colours.ink, color: colours.paper, '&:hover': { color: colours.paper } },
  // Letters without artists: still read (the index is complete) as disabled links, without an address to follow.
  'a[aria-disabled="true"]': { color: colours.ruleStrong, cursor: 'default' },
});

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${space[7]} ${space[4]}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: `${space[8]} ${space[5]}` },
  [mq.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: `${space[8]} ${space[6]}` },
});

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  color: colours.ink,
  textDecoration: 'none',
  '&:hover h3': { textDecoration: 'underline' },
  '&:focus-visible': focusRing.styles,
});

/** The A–Z index of both sites: search, letters (those without artists disabled), the artists and a next-page link. */
export function ArtistsPageView({ data }: { data: PageData<ArtistsPageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const { t } = useTranslation('artists');
  const { artists, totalCount, pageInfo, letters, query } = data.page;
  const listPath = link(profile.keys.artists, {});
  const at = (q: Parameters<typeof artistsQueryString>[0]) => `${listPath}${artistsQueryString(q)}`;
  const available = new Set(letters);
  const nextHref = pageInfo.hasNextPage && pageInfo.endCursor ? at({ ...query, after: pageInfo.endCursor }) : null;
  let status = t('count', { count: totalCount });
  if (query.text) status = t('countSearch', { count: totalCount, text: query.text });
  else if (query.letter) status = t('countLetter', { count: totalCount, letter: query.letter });
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('artists')}
          </Heading>
          <Text tone="muted" measure>
            {t('intro', { context: profile.textContext })}
          </Text>
        </Stack>
        <CatalogueSearch
          action={listPath}
          text={query.text}
          clearHref={listPath}
          texts={{
            label: t('search.label'),
            placeholder: t('searchPlaceholder'),
            submit: t('search.submit'),
            clear: t('search.clear'),
          }}
        />
        <nav aria-label={t('index')} css={letterNav}>
          <ul>
            <li>
              <Anchor href={listPath} aria-current={!query.letter && !query.text ? 'page' : undefined}>
                {t('all')}
              </Anchor>
            </li>
            {LETTERS.map((letter) => (
              <li key={letter}>
                {available.has(letter) ? (
                  <Anchor
                    href={at({ letter })}
                    aria-current={query.letter === letter ? 'page' : undefined}
                    aria-label={t('letter', { letter })}
                  >
                    {letter}
                  </Anchor>
                ) : (
                  <a role="link" aria-disabled="true" aria-label={t('noLetter', { letter })}>
                    {letter}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <Text as="p" tone="muted" aria-live="polite">
          {status}
        </Text>
        {artists.length === 0 ? (
          <Stack gap={3} align="start">
            <Text>{query.text ? t('emptySearch', { text: query.text }) : t('noArtists')}</Text>
            <Anchor href={listPath}>{t('seeAll')}</Anchor>
          </Stack>
        ) : (
          <ul css={grid} aria-label={t('artists')}>
            {artists.map((artist, index) => {
              const place = placeLine(artist.city, artist.countryCode, lang);
              return (
                <li key={artist.id}>
                  <Anchor href={artist.url} css={card}>
                    {artist.featuredImage ? (
                      <ResponsiveImage
                        image={artist.featuredImage}
                        alt=""
                        aspectRatio={1}
                        sizes="(min-width: 1025px) 15vw, (min-width: 768px) 22vw, 45vw"
                        priority={index < 6}
                      />
                    ) : (
                      <Monogram name={artist.fullName} />
                    )}
                    <Heading level={3} size="h3">
                      {artist.fullName}
                    </Heading>
                    {place ? (
                      <Text as="span" size="small" tone="muted">
                        {place}
                      </Text>
                    ) : null}
                  </Anchor>
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
