/** The sponsors: list with search and level filter; edit and create with the level, site, position and logo. */
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
  TextInput,
  UrlField,
  useTranslate,
} from 'react-admin';
import { SPONSOR_LEVELS } from '@art/model';
import { adminSponsorInputSchema } from '@art/admin-model';
import type { AdminSponsorFieldsFragment } from '../generated/graphql';
import { sponsorInput } from '../data';
import { schemaValidator } from '../validation';
import { FieldRow, Thumb, SaveToolbar, RecordTitle } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Sponsor = AdminSponsorFieldsFragment;

const LEVEL_CHOICES = SPONSOR_LEVELS.map((level) => ({ id: level, name: `app.siteContent.levels.${level}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="level" source="level" choices={LEVEL_CHOICES} alwaysOn />,
];

/**
 * A web address as a narrow list shows it: its host without "www." (`https://www.madrid.es/x` → `madrid.es`); what is
 * not an address, as it is.
 */
export function webHost(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function SponsorList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'level', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Sponsor>
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            [translate(`app.siteContent.levels.${record.level}`), webHost(record.url)].filter(Boolean).join(' · ')
          }
          leftIcon={(record) => <Thumb src={record.logo?.thumbnail} alt="" size={40} fit="contain" />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Sponsor>
            source="logo"
            sortable={false}
            render={(record) => (
              <Thumb
                src={record.logo?.thumbnail}
                alt={translate('app.siteContent.logoOf', { name: record.name })}
                fit="contain"
              />
            )}
          />
          <TextField source="name" />
          <FunctionField<Sponsor>
            source="level"
            render={(record) => translate(`app.siteContent.levels.${record.level}`)}
          />
          <NumberField source="position" sortable={false} />
          <UrlField source="url" sortable={false} emptyText="—" target="_blank" rel="noopener" />
        </Datagrid>
      )}
    </List>
  );
}

const validateSponsor = schemaValidator(adminSponsorInputSchema, sponsorInput);

function SponsorForm() {
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateSponsor} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <TextInput source="name" />
        <SelectInput source="level" choices={LEVEL_CHOICES} />
        <NumberInput source="position" helperText="app.siteContent.positionHelp" />
      </FieldRow>
      <TextInput source="url" fullWidth helperText="app.siteContent.sponsorUrlHelp" />
      <ImagesInput source="logo" single label="resources.sponsors.fields.logo" />
    </SimpleForm>
  );
}

export function SponsorEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="name" />} redirect={false}>
      <SponsorForm />
    </Edit>
  );
}

export function SponsorCreate() {
  return (
    <Create redirect="edit" record={{ level: 'collaborator', logo: null, position: null }}>
      <SponsorForm />
    </Create>
  );
}
