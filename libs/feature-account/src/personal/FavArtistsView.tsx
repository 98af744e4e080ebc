import { css } from '@emotion/react';
import { useGqlQuery } from '@art/data';
import { MyArtistsDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { Anchor, Cluster, Heading, Stack, Text, colours, space } from '@art/ui';
import { FollowArtistButton } from '@art/page-kit';
import { PersonalFrame } from './PersonalFrame';

const row = css({ borderBlockEnd: `1px solid ${colours.rule}`, paddingBlock: space[4] });

/** My artists: the followed artists, newest first, each with its follow control. */
export function FavArtistsView() {
  const { t } = useTranslation('account');
  const artists = useGqlQuery(MyArtistsDocument, {}).data?.me?.artists ?? [];
  return (
    <PersonalFrame heading={t('favArtists.heading')}>
      {artists.length === 0 ? (
        <Text tone="muted">{t('favArtists.empty')}</Text>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {artists.map((artist) => (
            <li key={artist.id} css={row}>
              <Cluster gap={4} justify="between" align="center">
                <Stack gap={1}>
                  <Heading level={3} size="h3">
                    <Anchor href={artist.url}>{artist.fullName}</Anchor>
                  </Heading>
                  {artist.city ? (
                    <Text size="small" tone="muted">
                      {artist.city}
                    </Text>
                  ) : null}
                </Stack>
                <FollowArtistButton artistId={artist.id} name={artist.fullName} />
              </Cluster>
            </li>
          ))}
        </ul>
      )}
    </PersonalFrame>
  );
}
