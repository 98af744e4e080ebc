import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FollowArtistButton } from '../marks/MarkControls';
import { Anchor, Cluster, Container, Heading, mq, space, Stack, Text } from '@art/ui';
import { usePageLang, type PageData } from '@art/site';
import { WorksMasonry } from '../works/WorksMasonry';
import type { ArtistDetail } from './artist-page';

const intro = css({
  display: 'grid',
  gap: space[6],
  paddingBlock: space[8],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: space[10] },
});

/** The artist page of both sites: name, city, biography, galleries and the artist's works. */
export function ArtistPageView({ data }: { data: PageData<ArtistDetail> }) {
  const lang = usePageLang();
  const { t } = useTranslation('artists');
  const artist = data.page;
  const place = [artist.city, artist.birthYear ? String(artist.birthYear) : null].filter(Boolean).join(', ');
  return (
    <Container>
      <section css={intro}>
        <Stack gap={3}>
          <Heading level={2} size="display">{artist.fullName}</Heading>
          {place ? <Text tone="muted">{place}</Text> : null}
          <div>
            <FollowArtistButton artistId={artist.id} name={artist.fullName} />
          </div>
        </Stack>
        <Stack gap={5}>
          {artist.biography ? (
            <Stack gap={2}>
              <Heading level={3} size="h3">{t('artist.biography')}</Heading>
              <Text measure>{artist.biography}</Text>
            </Stack>
          ) : null}
          {artist.galleries.length > 0 ? (
            <Stack gap={2}>
              <Heading level={3} size="h3">{t('artist.galleries')}</Heading>
              <Cluster as="ul" gap={4}>
                {artist.galleries.map((g) => (
                  <li key={g.slug}>
                    <Anchor href={g.url}>{g.comercialName}</Anchor>
                  </li>
                ))}
              </Cluster>
            </Stack>
          ) : null}
        </Stack>
      </section>
      <section aria-labelledby="artist-works">
        <Heading level={2} size="h2" id="artist-works">{t('artist.works', { artistFullName: artist.fullName })}</Heading>
        <WorksMasonry works={artist.works} lang={lang} priorityCount={3} />
      </section>
    </Container>
  );
}
