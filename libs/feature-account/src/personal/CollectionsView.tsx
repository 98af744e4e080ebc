import { css } from '@emotion/react';
import { useState } from 'react';
import { useGqlQuery, type CollectionFields } from '@art/data';
import {
  CreateCollectionDocument,
  DeleteCollectionDocument,
  MyCollectionsDocument,
  RenameCollectionDocument,
  RemoveWorkFromCollectionDocument,
  SetCollectionPublicDocument,
} from '../documents';
import { SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { COLLECTION_TITLE_MAX, collectionForm } from '@art/model';
import { usePageLang } from '@art/site';
import { Anchor, Button, Cluster, Heading, Stack, Text, colours, space } from '@art/ui';
import { FormNotice, WorksMasonry } from '@art/page-kit';
import { PersonalFrame } from './PersonalFrame';
import { usePersonalChange } from './use-change';

/** The title's schema, the API's too (`@art/model`). */
const TITLE_FIELDS = schemaFields(collectionForm);
const formRow = css({ display: 'flex', flexWrap: 'wrap', gap: space[4], alignItems: 'flex-end', maxWidth: '40rem' });
const card = css({ borderBlockStart: `1px solid ${colours.ink}`, paddingBlockStart: space[5] });

/** A form with one field, the collection's title: creating or renaming. */
function TitleForm(props: {
  id: string;
  label: string;
  submit: string;
  initial?: string;
  onTitle: (title: string) => Promise<boolean>;
}) {
  const form = useForm({
    fields: TITLE_FIELDS,
    onSubmit: async (data) => {
      const done = await props.onTitle(String(data['title'] ?? ''));
      return done;
    },
  });
  return (
    <form {...form.formProps} css={formRow} data-form={props.id}>
      <TextField
        {...form.field('title')}
        id={`${props.id}-title`}
        label={props.label}
        mandatory
        maxLength={COLLECTION_TITLE_MAX}
        defaultValue={props.initial}
        css={{ flex: '1 1 16rem' }}
      />
      <SubmitButton requiresScript busy={form.status === 'sending'} label={props.submit} />
    </form>
  );
}

function CollectionCard({ collection }: { collection: CollectionFields }) {
  const { t } = useTranslation('account');
  const lang = usePageLang();
  const change = usePersonalChange();
  const [renaming, setRenaming] = useState(false);
  const id = collection.id;
  return (
    <article css={card} aria-labelledby={`collection-${id}`} data-collection={id}>
      <Stack gap={4}>
        <Cluster gap={4} justify="between" align="center">
          <Stack gap={1}>
            <Heading level={3} size="h2" id={`collection-${id}`}>
              {collection.title}
            </Heading>
            <Text size="small" tone="muted">
              {t('collections.count', { count: collection.works.length })} ·{' '}
              {t(collection.public ? 'collections.public' : 'collections.private')}
            </Text>
          </Stack>
          <Cluster gap={3}>
            <Button
              variant="secondary"
              size="small"
              busy={change.busy}
              disabled={!change.ready}
              aria-pressed={collection.public}
              onClick={() =>
                void change.run(SetCollectionPublicDocument, { collectionId: id, public: !collection.public })
              }
            >
              {t(collection.public ? 'collections.makePrivate' : 'collections.makePublic')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={!change.ready}
              aria-expanded={renaming}
              onClick={() => setRenaming((open) => !open)}
            >
              {t('collections.rename')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              busy={change.busy}
              disabled={!change.ready}
              onClick={() => {
                if (window.confirm(t('collections.confirmDelete', { title: collection.title }))) {
                  void change.run(DeleteCollectionDocument, { collectionId: id });
                }
              }}
            >
              {t('collections.delete')}
            </Button>
          </Cluster>
        </Cluster>
        {collection.public && collection.url ? (
          <Text size="small">
            {t('collections.shareText')} <Anchor href={collection.url}>{t('collections.share')}</Anchor>
          </Text>
        ) : null}
        {renaming ? (
          <TitleForm
            id={`rename-${id}`}
            label={t('collections.titleLabel')}
            submit={t('collections.saveTitle')}
            initial={collection.title}
            onTitle={async (title) => {
              const done = await change.run(RenameCollectionDocument, { collectionId: id, title });
              if (done) setRenaming(false);
              return done;
            }}
          />
        ) : null}
        {change.error ? <FormNotice tone="error">{change.error}</FormNotice> : null}
        {collection.works.length > 0 ? (
          <Stack gap={3}>
            <WorksMasonry works={collection.works} lang={lang} />
            <Cluster as="ul" gap={3} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {collection.works.map((work) => (
                <li key={work.id}>
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={!change.ready}
                    onClick={() =>
                      void change.run(RemoveWorkFromCollectionDocument, { collectionId: id, workId: work.id })
                    }
                  >
                    {t('collections.removeWork', { title: work.title })}
                  </Button>
                </li>
              ))}
            </Cluster>
          </Stack>
        ) : (
          <Text tone="muted">{t('collections.emptyOne')}</Text>
        )}
      </Stack>
    </article>
  );
}

/** My collections: a form to create one, then each collection with its works and controls. */
export function CollectionsView() {
  const { t } = useTranslation('account');
  const collections = useGqlQuery(MyCollectionsDocument, {}).data?.me?.collections ?? [];
  const create = usePersonalChange();
  return (
    <PersonalFrame heading={t('collections.heading')}>
      <Stack gap={3}>
        <TitleForm
          id="new-collection"
          label={t('collections.titleLabel')}
          submit={t('collections.create')}
          onTitle={(title) => create.run(CreateCollectionDocument, { title })}
        />
        {create.error ? <FormNotice tone="error">{create.error}</FormNotice> : null}
      </Stack>
      {collections.length === 0 ? (
        <Text tone="muted">{t('collections.empty')}</Text>
      ) : (
        collections.map((collection) => <CollectionCard key={collection.id} collection={collection} />)
      )}
    </PersonalFrame>
  );
}
