/** The galleries: list with search; edit and create with contact, address and participations in the catalogues. */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { adminGalleryInputSchema } from '@art/admin-model';
import type { AdminGalleryFieldsFragment } from '../generated/graphql';
import { galleryInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, Section, useLang, SaveToolbar, RecordTitle } from '../components/common';

type Gallery = AdminGalleryFieldsFragment;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const participationsText = (record: Gallery) =>
  record.participations.map((p) => [p.catalog, p.stand].filter(Boolean).join(' ')).join(', ');

export function GalleryList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Gallery>
          primaryText={(record) => record.name}
          secondaryText={(record) => [record.city, record.countryCode].filter(Boolean).join(', ')}
          tertiaryText={participationsText}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="name" />
          <TextField source="city" sortable={false} />
          <TextField source="countryCode" sortable={false} />
          <FunctionField<Gallery> source="participations" sortable={false} render={participationsText} />
          <NumberField source="worksCount" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

const validateGallery = schemaValidator(adminGalleryInputSchema, galleryInput);

function GalleryForm() {
  const lang = useLang();
  const translate = useTranslate();
  const { data = [] } = useGetList('catalogs', { pagination: { page: 1, perPage: 100 } });
  const catalogs = data.map((c) => ({
    id: String(c['prefix']),
    name: String(lang === 'en' ? c['nameEN'] : c['nameES']),
  }));
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateGallery} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <TextInput source="name" sx={{ minWidth: 300 }} />
        <TextInput source="slug" helperText="app.works.slugHelp" />
      </FieldRow>
      <BilingualInput source="description" multiline minRows={3} />
      <Section>{translate('app.galleries.contact')}</Section>
      <FieldRow>
        <TextInput source="email" type="email" />
        <TextInput source="phone" />
        <TextInput source="website" sx={{ minWidth: 300 }} />
      </FieldRow>
      <FieldRow>
        <TextInput source="address" sx={{ minWidth: 300 }} />
        <TextInput source="city" />
        <TextInput source="cityEN" />
        <TextInput source="countryCode" helperText="app.countryHelp" />
      </FieldRow>
      <Section>{translate('resources.galleries.fields.participations')}</Section>
      <ArrayInput source="participations" label={false}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="catalog" label="app.galleries.catalog" choices={catalogs} translateChoice={false} />
          <TextInput source="stand" label="app.galleries.stand" />
          <TextInput source="section" label="app.galleries.section" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function GalleryEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="name" />} redirect={false}>
      <GalleryForm />
    </Edit>
  );
}

export function GalleryCreate() {
  return (
    <Create redirect="edit" record={{ countryCode: 'ES', participations: [] }}>
      <GalleryForm />
    </Create>
  );
}
