import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useGqlQuery } from '@art/data';
import { PublicCollectionDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { usePageLang } from '@art/site';
import { Container, Heading, Stack, Text, space } from '@art/ui';
import { WorksMasonry } from '@art/page-kit';

/** A collection its owner made public: its title, its owner and its works; anyone can open it. */
export function UserCollectionView() {
  const { t } = useTranslation('account');
  const lang = usePageLang();
  const { userEmail = '', collectionId = '' } = useParams();
  const collection = useGqlQuery(PublicCollectionDocument, { userEmail, collectionId }).data?.publicCollection;
  if (!collection) return null;
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: `${space[9]} ${space[11]}` })}>
        <Stack gap={2}>
          <Heading level={2} size="h1">
            {collection.title}
          </Heading>
          <Text tone="muted">{t('collections.owner', { owner: collection.owner })}</Text>
        </Stack>
        {collection.works.length > 0 ? (
          <WorksMasonry works={collection.works} lang={lang} priorityCount={4} />
        ) : (
          <Text tone="muted">{t('collections.emptyOne')}</Text>
        )}
      </Stack>
    </Container>
  );
}
