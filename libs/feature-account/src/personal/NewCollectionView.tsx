import { css } from '@emotion/react';
import { useGqlQuery } from '@art/data';
import { AddWorkToCollectionDocument, CreateCollectionDocument, MyCollectionsDocument } from '../documents';
import { SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { COLLECTION_TITLE_MAX, collectionForm } from '@art/model';
import { useLink } from '@art/site';
import { Button, Cluster, Heading, Stack, Text, space } from '@art/ui';
import { accountFormStyle, FormNotice, goTo } from '@art/page-kit';
import type { NewCollectionData } from './personal-pages';
import { PersonalFrame } from './PersonalFrame';
import { usePersonalChange } from './use-change';

const FIELDS = schemaFields(collectionForm);

/** New collection from a work: a title for a new one with the work, or one of the user's collections to add it to. */
export function NewCollectionView({ data }: { data: NewCollectionData }) {
  const { t } = useTranslation('account');
  const link = useLink();
  const change = usePersonalChange();
  const collections = useGqlQuery(MyCollectionsDocument, {}).data?.me?.collections ?? [];
  const done = () => goTo(link('my-collections'));
  const form = useForm({
    fields: FIELDS,
    onSubmit: async (values) => {
      const ok = await change.run(CreateCollectionDocument, {
        title: String(values['title'] ?? ''),
        workId: data.workId,
      });
      if (ok) done();
      return ok;
    },
  });
  return (
    <PersonalFrame heading={t('collections.newHeading')}>
      <Text>{t('collections.withWork', { title: data.workTitle, artist: data.artistFullName })}</Text>
      <form {...form.formProps} css={[accountFormStyle, css({ maxWidth: '34rem' })]} data-form="create-collection">
        <TextField
          {...form.field('title')}
          label={t('collections.titleLabel')}
          mandatory
          maxLength={COLLECTION_TITLE_MAX}
        />
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('collections.create')} />
      </form>
      {change.error ? <FormNotice tone="error">{change.error}</FormNotice> : null}
      {collections.length > 0 ? (
        <Stack gap={3} css={{ paddingBlockStart: space[5] }}>
          <Heading level={3} size="h3">
            {t('collections.addToExisting')}
          </Heading>
          <Cluster as="ul" gap={3} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {collections.map((collection) => (
              <li key={collection.id}>
                <Button
                  variant="secondary"
                  busy={change.busy}
                  disabled={!change.ready}
                  onClick={() =>
                    void change
                      .run(AddWorkToCollectionDocument, { collectionId: collection.id, workId: data.workId })
                      .then((ok) => ok && done())
                  }
                >
                  {collection.title}
                </Button>
              </li>
            ))}
          </Cluster>
        </Stack>
      ) : null}
    </PersonalFrame>
  );
}
