/**
 * The shows (expositions): list with search and sort; edit and create with both titles, slugs and texts side by side,
 * the catalogue, the gallery, the dates, the image and a works picker (an autocomplete over the works, in the order
 * they are picked: the order the show page lists them in).
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  Datagrid,
  DateInput,
  Edit,
  FunctionField,
  List,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminShowInputSchema } from '@art/admin-model';
import type { AdminShowFieldsFragment } from '../generated/graphql';
import { showInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, Section, SaveToolbar, Thumb, useLang } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Show = AdminShowFieldsFragment;

const titleOf = (record: Show, lang: 'es' | 'en') => (lang === 'en' ? record.titleEN : record.titleES);

/** The catalogues as choices (value: prefix), named in the interface's language, and whether they are loading. */
function useCatalogChoices() {
  const lang = useLang();
  const { data = [], isPending } = useGetList('catalogs', { pagination: { page: 1, perPage: 100 } });
  const choices = data.map((c) => ({
    id: String(c['prefix']),
    name: String(lang === 'en' ? c['nameEN'] : c['nameES']),
  }));
  return { choices, isPending };
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function ShowList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const lang = useLang();
  return (
    <List filters={filters} sort={{ field: 'startsOn', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Show>
          primaryText={(record) => titleOf(record, lang)}
          secondaryText={(record) => [record.catalog, record.galleryName].filter(Boolean).join(' · ')}
          tertiaryText={(record) => translate('app.shows.works', { count: record.workIds.length })}
          leftAvatar={(record) => <Thumb src={record.image?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Show>
            label="resources.shows.fields.image"
            sortable={false}
            render={(record) => (
              <Thumb
                src={record.image?.thumbnail}
                alt={translate('app.shows.imageOf', { title: titleOf(record, lang) })}
              />
            )}
          />
          <TextField source="titleES" />
          <TextField source="catalog" sortable={false} emptyText="—" />
          <TextField source="galleryName" sortable={false} emptyText="—" />
          <TextField source="startsOn" emptyText="—" />
          <TextField source="endsOn" sortable={false} emptyText="—" />
          <FunctionField<Show>
            label="resources.shows.fields.workIds"
            sortable={false}
            render={(record) => record.workIds.length}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validateShow = schemaValidator(adminShowInputSchema, showInput);

function ShowForm() {
  const translate = useTranslate();
  const catalogs = useCatalogChoices();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateShow} sx={{ maxWidth: 1100 }}>
      <Section>{translate('app.shows.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="slug" helperText="app.works.slugHelp" />
      <BilingualInput source="info" multiline minRows={4} helperText="app.shows.infoHelp" />
      <Section>{translate('app.shows.sections.where')}</Section>
      <FieldRow>
        <SelectInput
          source="catalog"
          choices={catalogs.choices}
          isPending={catalogs.isPending}
          translateChoice={false}
          sx={{ minWidth: 220 }}
        />
        <ReferenceInput source="galleryId" reference="galleries">
          <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <DateInput source="startsOn" />
        <DateInput source="endsOn" />
      </FieldRow>
      <Section>{translate('app.shows.sections.works')}</Section>
      <ReferenceArrayInput source="workIds" reference="works" perPage={20} sort={{ field: 'titleES', order: 'ASC' }}>
        <AutocompleteArrayInput
          optionText="titleES"
          filterToQuery={(q: string) => ({ q })}
          helperText="app.shows.worksHelp"
          fullWidth
        />
      </ReferenceArrayInput>
      <ImagesInput source="image" single />
    </SimpleForm>
  );
}

function ShowTitle() {
  const record = useRecordContext<Show>();
  const lang = useLang();
  return <>{record ? titleOf(record, lang) : ''}</>;
}

export function ShowEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<ShowTitle />} redirect={false}>
      <ShowForm />
    </Edit>
  );
}

export function ShowCreate() {
  return (
    <Create redirect="edit" record={{ workIds: [], image: null }}>
      <ShowForm />
    </Create>
  );
}
