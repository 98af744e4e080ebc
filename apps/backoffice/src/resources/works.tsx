/** The works: a dense list with search, filters, sortable columns and server pagination; the edit and create forms. */
import { Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { adminWorkInputSchema } from '@art/admin-model';
import { MARKET_CATALOG_PREFIX } from '@art/model';
import type { AdminWorkFieldsFragment } from '../generated/graphql';
import { workInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import {
  DISCIPLINE_CHOICES,
  FieldRow,
  SaveToolbar,
  Section,
  Thumb,
  WORK_STATE_CHOICES,
  WorkStateText,
  formatEuros,
  useLang,
  withoutVat,
} from '../components/common';
import { ColoursInput } from '../components/ColoursInput';
import { ImagesInput } from '../components/ImagesInput';

type Work = AdminWorkFieldsFragment;

/** The catalogues as choices (value: prefix), named in the interface's language. */
function useCatalogChoices() {
  const lang = useLang();
  const { data = [] } = useGetList('catalogs', { pagination: { page: 1, perPage: 100 } });
  return data.map((c) => ({ id: String(c['prefix']), name: `${String(lang === 'en' ? c['nameEN'] : c['nameES'])}` }));
}

function useTagChoices() {
  const lang = useLang();
  const { data = [] } = useGetList('tags', { pagination: { page: 1, perPage: 100 } });
  return data.map((t) => ({ id: String(t.id), name: String(lang === 'en' ? t['nameEN'] : t['nameES']) }));
}

function useWorkFilters() {
  const catalogs = useCatalogChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="artistId" source="artistId" reference="artists">
      <AutocompleteInput
        label="resources.works.fields.artistId"
        optionText="fullName"
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>,
    <ReferenceInput key="galleryId" source="galleryId" reference="galleries">
      <AutocompleteInput
        label="resources.works.fields.galleryId"
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>,
    <SelectInput key="catalog" source="catalog" choices={catalogs} translateChoice={false} />,
    <SelectInput key="discipline" source="discipline" choices={DISCIPLINE_CHOICES} />,
    <SelectInput key="workState" source="workState" choices={WORK_STATE_CHOICES} />,
  ];
}

function PriceText({ record }: { record: Work }) {
  const lang = useLang();
  const translate = useTranslate();
  return <>{record.price === null ? translate('app.works.noPrice') : formatEuros(record.price, lang)}</>;
}

export function WorkList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const filters = useWorkFilters();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Work>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => record.artistName}
          tertiaryText={(record) => <PriceText record={record} />}
          leftAvatar={(record) => <Thumb src={record.images[0]?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Work>
            label="resources.works.fields.images"
            sortable={false}
            render={(record) => (
              <Thumb
                src={record.images[0]?.thumbnail}
                alt={translate('app.works.thumbOf', { title: record.titleES })}
              />
            )}
          />
          <TextField source="titleES" />
          <TextField source="artistName" sortable={false} />
          <TextField source="galleryName" sortable={false} emptyText="—" />
          <FunctionField<Work> source="price" render={(record) => <PriceText record={record} />} textAlign="right" />
          <FunctionField<Work> source="workState" render={(record) => <WorkStateText state={record.workState} />} />
          <NumberField source="year" options={{ useGrouping: false }} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

/** The price without VAT of the price being typed, shown under the price. */
function PriceWithoutVat() {
  const lang = useLang();
  const translate = useTranslate();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const price = Number(String(formData['price'] ?? '').replace(',', '.'));
        const shown = formData['price'] !== null && formData['price'] !== '' && Number.isFinite(price);
        return (
          <Typography variant="body2" sx={{ alignSelf: 'center', mb: 2 }} data-testid="price-without-vat">
            {translate('app.works.withoutVat')}: {shown ? formatEuros(withoutVat(price), lang) : '—'}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
}

/** The work's page on the shop, for a work of the market catalogue: the shop has no page for any other. */
function ShopLink() {
  const record = useRecordContext<Work>();
  const translate = useTranslate();
  if (!record?.shopUrl || !record.catalogs.includes(MARKET_CATALOG_PREFIX)) return null;
  return (
    <Link href={record.shopUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
      {translate('app.works.openShop')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}

const validateWork = schemaValidator(adminWorkInputSchema, workInput);

function WorkForm() {
  const catalogs = useCatalogChoices();
  const tags = useTagChoices();
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateWork} sx={{ maxWidth: 1100 }}>
      <ShopLink />
      <Section>{translate('app.works.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="description" multiline minRows={3} />
      <BilingualInput source="technics" />
      <TextInput source="slug" helperText="app.works.slugHelp" fullWidth />
      <Section>{translate('app.works.sections.catalogue')}</Section>
      <FieldRow>
        <ReferenceInput source="artistId" reference="artists">
          <AutocompleteInput optionText="fullName" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <ReferenceInput source="galleryId" reference="galleries">
          <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
        </ReferenceInput>
      </FieldRow>
      <FieldRow>
        <SelectArrayInput source="catalogs" choices={catalogs} translateChoice={false} sx={{ minWidth: 260 }} />
        <SelectInput source="discipline" choices={DISCIPLINE_CHOICES} />
        <SelectInput source="workState" choices={WORK_STATE_CHOICES} />
      </FieldRow>
      <AutocompleteArrayInput source="tagIds" choices={tags} translateChoice={false} fullWidth />
      <Section>{translate('app.works.sections.measures')}</Section>
      <FieldRow>
        <NumberInput source="widthCm" />
        <NumberInput source="heightCm" />
        <NumberInput source="depthCm" />
        <NumberInput source="year" />
      </FieldRow>
      <Section>{translate('app.works.sections.price')}</Section>
      <FieldRow>
        <NumberInput source="price" helperText="app.works.priceHelp" />
        <PriceWithoutVat />
      </FieldRow>
      <Section>{translate('app.works.sections.images')}</Section>
      <ImagesInput source="images" coloursSource="colours" />
      <ColoursInput source="colours" />
    </SimpleForm>
  );
}

function WorkTitle() {
  const record = useRecordContext<Work>();
  const translate = useTranslate();
  return <>{record ? translate('app.works.editTitle', { title: record.titleES }) : ''}</>;
}

export function WorkEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<WorkTitle />} redirect={false}>
      <WorkForm />
    </Edit>
  );
}

const NEW_WORK = {
  catalogs: [],
  images: [],
  colours: [],
  tagIds: [],
  discipline: 0,
  workState: 'No disponible',
  titleES: '',
  titleEN: '',
};

export function WorkCreate() {
  return (
    <Create redirect="edit" record={NEW_WORK}>
      <WorkForm />
    </Create>
  );
}
