/**
 * The trend tags: list with search and a type filter; edit and create with both names, slugs and descriptions side by
 * side. The works form chooses its tags from these.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { TREND_TAG_TYPES } from '@art/model';
import { adminTrendTagInputSchema } from '@art/admin-model';
import type { AdminTrendTagFieldsFragment } from '../generated/graphql';
import { trendTagInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { SaveToolbar, useLang } from '../components/common';

type Tag = AdminTrendTagFieldsFragment;

/** The three types as choices, named by the interface's translations. */
const TYPE_CHOICES = TREND_TAG_TYPES.map((type) => ({ id: type, name: `app.tags.types.${type}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
];

export function TagList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const lang = useLang();
  return (
    <List filters={filters} sort={{ field: 'type', order: 'ASC' }} perPage={50} exporter={false}>
      {narrow ? (
        <SimpleList<Tag>
          primaryText={(record) => (lang === 'en' ? record.nameEN : record.nameES)}
          secondaryText={(record) => translate(`app.tags.types.${record.type}`)}
          tertiaryText={(record) => translate('app.artists.works', { count: record.worksCount })}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Tag> source="type" render={(record) => translate(`app.tags.types.${record.type}`)} />
          <TextField source="nameES" />
          <TextField source="nameEN" />
          <TextField source="slugES" sortable={false} />
          <TextField source="slugEN" sortable={false} />
          <NumberField source="worksCount" />
        </Datagrid>
      )}
    </List>
  );
}

const validateTag = schemaValidator(adminTrendTagInputSchema, trendTagInput);

function TagForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateTag} sx={{ maxWidth: 1100 }}>
      <SelectInput source="type" choices={TYPE_CHOICES} />
      <BilingualInput source="name" />
      <BilingualInput source="slug" helperText="app.works.slugHelp" />
      <BilingualInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}

function TagTitle() {
  const record = useRecordContext<Tag>();
  const lang = useLang();
  return <>{record ? (lang === 'en' ? record.nameEN : record.nameES) : ''}</>;
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<TagTitle />} redirect={false}>
      <TagForm />
    </Edit>
  );
}

export function TagCreate() {
  return (
    <Create redirect="edit" record={{ type: 'themesTags' }}>
      <TagForm />
    </Create>
  );
}
