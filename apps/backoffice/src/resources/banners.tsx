/**
 * The banners: list with search; edit and create with both languages side by side, the link, the image, the dates it
 * shows between and the published switch; the edit screen opens the fair's preview of the banner (which shows drafts).
 */
import { Chip, Link, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminBannerInputSchema } from '@art/admin-model';
import type { AdminBannerFieldsFragment } from '../generated/graphql';
import { bannerInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, LocalDateField, RecordTitle, SaveToolbar, Section, Thumb } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Banner = AdminBannerFieldsFragment;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function BannerState({ banner }: { banner: Banner }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={banner.published ? 'success' : 'default'}
      label={translate(banner.published ? 'app.banners.state.published' : 'app.banners.state.draft')}
    />
  );
}

export function BannerList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Banner>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => record.linkUrl ?? ''}
          tertiaryText={(record) =>
            translate(record.published ? 'app.banners.state.published' : 'app.banners.state.draft')
          }
          leftAvatar={(record) => <Thumb src={record.image?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Banner>
            label="resources.banners.fields.image"
            sortable={false}
            render={(record) => (
              <Thumb src={record.image?.thumbnail} alt={translate('app.banners.imageOf', { title: record.titleES })} />
            )}
          />
          <TextField source="titleES" />
          <TextField source="linkUrl" sortable={false} emptyText="—" />
          <LocalDateField source="activeFrom" showTime emptyText="—" />
          <LocalDateField source="activeTo" showTime sortable={false} emptyText="—" />
          <FunctionField<Banner>
            label="resources.banners.fields.published"
            sortable={false}
            render={(record) => <BannerState banner={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validateBanner = schemaValidator(adminBannerInputSchema, bannerInput);

function BannerForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateBanner} sx={{ maxWidth: 1100 }}>
      <Section>{translate('app.banners.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="text" multiline minRows={3} />
      <TextInput source="linkUrl" fullWidth helperText="app.banners.linkHelp" />
      <Section>{translate('app.banners.sections.publication')}</Section>
      <FieldRow>
        <DateTimeInput source="activeFrom" helperText="app.banners.activeFromHelp" />
        <DateTimeInput source="activeTo" helperText="app.banners.activeToHelp" />
        <BooleanInput source="published" helperText="app.banners.publishedHelp" />
      </FieldRow>
      <ImagesInput source="image" single />
    </SimpleForm>
  );
}

/** The fair's preview page of the banner (`/es/preview/banner/{id}`), in a new tab: it shows drafts too. */
function PreviewLink() {
  const record = useRecordContext<Banner>();
  const translate = useTranslate();
  if (!record?.previewUrl) return null;
  return (
    <Link
      href={record.previewUrl}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      {translate('app.banners.preview')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}

function BannerEditActions() {
  return (
    <TopToolbar>
      <PreviewLink />
    </TopToolbar>
  );
}

export function BannerEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<RecordTitle source="titleES" />}
      redirect={false}
      actions={<BannerEditActions />}
    >
      <BannerForm />
    </Edit>
  );
}

export function BannerCreate() {
  return (
    <Create redirect="edit" record={{ published: false, image: null }}>
      <BannerForm />
    </Create>
  );
}
