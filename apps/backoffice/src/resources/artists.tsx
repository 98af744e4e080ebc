/** The artists: list with search; edit and create with both biographies and the portrait. */
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
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { adminArtistInputSchema } from '@art/admin-model';
import type { AdminArtistFieldsFragment } from '../generated/graphql';
import { artistInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, Section, Thumb, SaveToolbar, RecordTitle } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Artist = AdminArtistFieldsFragment;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function ArtistList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'fullName', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Artist>
          primaryText={(record) => record.fullName}
          secondaryText={(record) => [record.city, record.countryCode].filter(Boolean).join(', ')}
          tertiaryText={(record) => translate('app.artists.works', { count: record.worksCount })}
          leftAvatar={(record) => <Thumb src={record.portrait?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Artist>
            label="resources.artists.fields.portrait"
            sortable={false}
            render={(record) => (
              <Thumb
                src={record.portrait?.thumbnail}
                alt={translate('app.artists.portraitOf', { name: record.fullName })}
              />
            )}
          />
          <TextField source="fullName" />
          <TextField source="city" sortable={false} />
          <TextField source="countryCode" sortable={false} />
          <NumberField source="birthYear" sortable={false} options={{ useGrouping: false }} emptyText="—" />
          <NumberField source="worksCount" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

const validateArtist = schemaValidator(adminArtistInputSchema, artistInput);

function ArtistForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateArtist} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="slug" helperText="app.works.slugHelp" />
      </FieldRow>
      <FieldRow>
        <TextInput source="city" />
        <TextInput source="cityEN" />
        <TextInput source="countryCode" helperText="app.countryHelp" />
        <NumberInput source="birthYear" />
      </FieldRow>
      <Section>{translate('app.artists.bio')}</Section>
      <BilingualInput source="bio" multiline minRows={4} />
      <ImagesInput source="portrait" single />
    </SimpleForm>
  );
}

export function ArtistEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="fullName" />} redirect={false}>
      <ArtistForm />
    </Edit>
  );
}

export function ArtistCreate() {
  return (
    <Create redirect="edit" record={{ countryCode: 'ES', portrait: null }}>
      <ArtistForm />
    </Create>
  );
}
