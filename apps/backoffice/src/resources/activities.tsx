/**
 * The activities: list with search, category and catalogue filters; edit and create with both languages side by
 * side, category, place, when it starts and ends, the edition it belongs to and the image.
 */
import { Link, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminActivityInputSchema } from '@art/admin-model';
import type { AdminActivityFieldsFragment } from '../generated/graphql';
import { activityInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, LocalDateField, RecordTitle, SaveToolbar, Section, Thumb, useLang } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Activity = AdminActivityFieldsFragment;

/** The catalogues (editions) as choices, named in the interface's language. */
function useCatalogChoices() {
  const lang = useLang();
  const { data = [] } = useGetList<{ id: string; prefix: string; nameES: string; nameEN: string }>('catalogs', {
    pagination: { page: 1, perPage: 100 },
  });
  return data.map((c) => ({ id: c.prefix, name: lang === 'en' ? c.nameEN : c.nameES }));
}

export function ActivityList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const lang = useLang();
  const catalogs = useCatalogChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="category" source="category" helperText={false} />,
    <SelectInput key="catalog" source="catalog" choices={catalogs} translateChoice={false} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Activity>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => (lang === 'en' ? record.categoryEN : record.categoryES)}
          tertiaryText={(record) =>
            new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-ES', {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(record.startsAt))
          }
          leftAvatar={(record) => <Thumb src={record.image?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="titleES" />
          <TextField source={lang === 'en' ? 'categoryEN' : 'categoryES'} sortable={false} />
          <TextField source={lang === 'en' ? 'placeEN' : 'placeES'} sortable={false} emptyText="—" />
          <LocalDateField source="startsAt" showTime />
          <LocalDateField source="endsAt" showTime sortable={false} emptyText="—" />
          <TextField source="catalog" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

const validateActivity = schemaValidator(adminActivityInputSchema, activityInput);

function ActivityForm() {
  const translate = useTranslate();
  const catalogs = useCatalogChoices();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateActivity} sx={{ maxWidth: 1100 }}>
      <Section>{translate('app.activities.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="slug" helperText="app.works.slugHelp" />
      <BilingualInput source="category" />
      <BilingualInput source="shortContent" multiline minRows={2} />
      <BilingualInput source="content" multiline minRows={6} helperText="app.posts.contentHelp" />
      <BilingualInput source="place" />
      <Section>{translate('app.activities.sections.when')}</Section>
      <FieldRow>
        <DateTimeInput source="startsAt" />
        <DateTimeInput source="endsAt" />
        <SelectInput source="catalog" choices={catalogs} translateChoice={false} emptyText="app.activities.noCatalog" />
      </FieldRow>
      <ImagesInput source="image" single />
    </SimpleForm>
  );
}

/** The activity's page on the fair. */
function SiteLink() {
  const record = useRecordContext<Activity>();
  const translate = useTranslate();
  if (!record?.siteUrl) return null;
  return (
    <Link href={record.siteUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {translate('app.activities.openSite')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}

export function ActivityEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<RecordTitle source="titleES" />}
      redirect={false}
      actions={
        <TopToolbar>
          <SiteLink />
        </TopToolbar>
      }
    >
      <ActivityForm />
    </Edit>
  );
}

export function ActivityCreate() {
  return (
    <Create redirect="edit" record={{ image: null }}>
      <ActivityForm />
    </Create>
  );
}
