/**
 * The press room: releases, the press kit and press images. List with search and kind filter; edit and create with
 * both languages side by side, the date, the PDF (uploaded to `POST /api/admin/files`) and the image.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  DateInput,
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
import { PRESS_ITEM_KINDS } from '@art/model';
import { adminPressItemInputSchema } from '@art/admin-model';
import type { AdminPressItemFieldsFragment } from '../generated/graphql';
import { pressItemInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, LocalDateField, RecordTitle, SaveToolbar, Section, Thumb } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';
import { PdfInput } from '../components/PdfInput';

type PressItem = AdminPressItemFieldsFragment;

const KIND_CHOICES = PRESS_ITEM_KINDS.map((kind) => ({ id: kind, name: `app.siteContent.kinds.${kind}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
];

export function PressList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'publishedOn', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<PressItem>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => translate(`app.siteContent.kinds.${record.kind}`)}
          tertiaryText={(record) => record.publishedOn}
          leftAvatar={(record) => <Thumb src={record.image?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <LocalDateField source="publishedOn" />
          <FunctionField<PressItem>
            source="kind"
            sortable={false}
            render={(record) => translate(`app.siteContent.kinds.${record.kind}`)}
          />
          <TextField source="titleES" />
          <FunctionField<PressItem>
            source="fileKey"
            sortable={false}
            render={(record) => (record.fileUrl ? translate('app.siteContent.pdf.label') : '—')}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validatePressItem = schemaValidator(adminPressItemInputSchema, pressItemInput);

function PressForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validatePressItem} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <SelectInput source="kind" choices={KIND_CHOICES} />
        <DateInput source="publishedOn" />
      </FieldRow>
      <Section>{translate('app.siteContent.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="summary" multiline minRows={3} helperText="app.siteContent.contentHelp" />
      <Section>{translate('app.siteContent.sections.files')}</Section>
      <PdfInput source="fileKey" urlSource="fileUrl" />
      <ImagesInput source="image" single label="resources.press.fields.image" />
    </SimpleForm>
  );
}

export function PressEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="titleES" />} redirect={false}>
      <PressForm />
    </Edit>
  );
}

export function PressCreate() {
  return (
    <Create
      redirect="edit"
      record={{
        kind: 'release',
        image: null,
        fileKey: null,
        fileUrl: null,
        publishedOn: new Date().toISOString().slice(0, 10),
      }}
    >
      <PressForm />
    </Create>
  );
}
