/** The FAQ of the fair and the shop: list with search and site filter; edit and create with both languages side by side. */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { SITES } from '@art/model';
import { adminFaqInputSchema } from '@art/admin-model';
import type { AdminFaqFieldsFragment } from '../generated/graphql';
import { faqInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, Section, SaveToolbar, RecordTitle } from '../components/common';

type Faq = AdminFaqFieldsFragment;

/** The sites a question belongs to, as choices. */
export const SITE_CHOICES = SITES.map((site) => ({ id: site, name: `app.siteContent.sites.${site}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="site" source="site" choices={SITE_CHOICES} alwaysOn />,
];

export function FaqList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Faq>
          primaryText={(record) => record.questionES}
          secondaryText={(record) => record.questionEN}
          tertiaryText={(record) => translate(`app.siteContent.sites.${record.site}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Faq>
            source="site"
            sortable={false}
            render={(record) => translate(`app.siteContent.sites.${record.site}`)}
          />
          <NumberField source="position" />
          <TextField source="questionES" />
          <TextField source="questionEN" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

const validateFaq = schemaValidator(adminFaqInputSchema, faqInput);

function FaqForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateFaq} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <SelectInput source="site" choices={SITE_CHOICES} />
        <NumberInput source="position" helperText="app.siteContent.positionHelp" />
      </FieldRow>
      <Section>{translate('app.siteContent.sections.texts')}</Section>
      <BilingualInput source="question" />
      <BilingualInput source="answer" multiline minRows={4} helperText="app.siteContent.contentHelp" />
    </SimpleForm>
  );
}

export function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="questionES" />} redirect={false}>
      <FaqForm />
    </Edit>
  );
}

export function FaqCreate() {
  return (
    <Create redirect="edit" record={{ site: 'fair', position: null }}>
      <FaqForm />
    </Create>
  );
}
