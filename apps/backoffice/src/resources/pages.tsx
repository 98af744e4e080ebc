/**
 * The static and legal pages: list with search and the legal filter; edit and create with slugs, titles and the plain
 * text (paragraphs between blank lines, as the sites show it) in both languages side by side.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { adminStaticPageInputSchema } from '@art/admin-model';
import type { AdminStaticPageFieldsFragment } from '../generated/graphql';
import { pageInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { LocalDateField, RecordTitle, SaveToolbar, Section } from '../components/common';

type StaticPage = AdminStaticPageFieldsFragment;

const LEGAL_CHOICES = [
  { id: 'true', name: 'app.siteContent.legal.yes' },
  { id: 'false', name: 'app.siteContent.legal.no' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="isLegal" source="isLegal" choices={LEGAL_CHOICES} alwaysOn />,
];

const kindOf = (page: StaticPage) => `app.siteContent.legal.${page.isLegal ? 'yes' : 'no'}`;

export function PageList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'titleES', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<StaticPage>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => `/${record.slugES} · /${record.slugEN}`}
          tertiaryText={(record) => translate(kindOf(record))}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="titleES" />
          <TextField source="slugES" sortable={false} />
          <TextField source="slugEN" sortable={false} />
          <FunctionField<StaticPage> source="isLegal" sortable={false} render={(record) => translate(kindOf(record))} />
          <LocalDateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}

const validatePage = schemaValidator(adminStaticPageInputSchema, pageInput);

function PageForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validatePage} sx={{ maxWidth: 1100 }}>
      <BooleanInput source="isLegal" />
      <Section>{translate('app.siteContent.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="slug" helperText="app.works.slugHelp" />
      <BilingualInput source="content" multiline minRows={10} helperText="app.siteContent.contentHelp" />
    </SimpleForm>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="titleES" />} redirect={false}>
      <PageForm />
    </Edit>
  );
}

export function PageCreate() {
  return (
    <Create redirect="edit" record={{ isLegal: false }}>
      <PageForm />
    </Create>
  );
}
