/**
 * The catalogues (the fair's editions and the market): list with search and sort, the current edition marked; edit and
 * create with both languages side by side; a button that makes an edition the current one (the API allows exactly one,
 * never the market). The prefix is fixed once the catalogue exists.
 */
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Create,
  Datagrid,
  DateInput,
  Edit,
  FunctionField,
  Labeled,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { adminCatalogInputSchema } from '@art/admin-model';
import type { AdminCatalogFieldsFragment } from '../generated/graphql';
import { catalogInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, Section, SaveToolbar, useLang } from '../components/common';

type Catalog = AdminCatalogFieldsFragment;

/** The data provider's own method for the "make current" button (`setCurrentCatalog`). */
export interface CatalogsDataProvider extends DataProvider {
  setCurrentCatalog(prefix: string): Promise<{ data: RaRecord }>;
}

/** The catalogue's name in the interface's language. */
const nameOf = (record: Catalog, lang: 'es' | 'en') => (lang === 'en' ? record.nameEN : record.nameES);

/** Current edition, market, or a past or coming edition. */
function CatalogState({ catalog }: { catalog: Catalog }) {
  const translate = useTranslate();
  if (catalog.isCurrent) return <Chip size="small" color="success" label={translate('app.catalogs.current')} />;
  if (catalog.isMarket) return <Chip size="small" color="info" label={translate('app.catalogs.market')} />;
  return <Chip size="small" label={translate('app.catalogs.edition')} />;
}

/** Makes the edition in context the current one; absent for the current edition and the market. */
export function MakeCurrentButton({ record: given }: { record?: Catalog }) {
  const fromContext = useRecordContext<Catalog>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<CatalogsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const lang = useLang();
  const { mutate, isPending } = useMutation({
    mutationFn: (prefix: string) => dataProvider.setCurrentCatalog(prefix),
    onSuccess: () => {
      notify(translate('app.catalogs.currentNotice', { name: record ? nameOf(record, lang) : '' }), { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || record.isCurrent || record.isMarket) return null;
  return (
    <Button
      label="app.catalogs.makeCurrent"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record.prefix);
      }}
    >
      <StarIcon />
    </Button>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CatalogList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const lang = useLang();
  return (
    <List filters={filters} sort={{ field: 'year', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Catalog>
          primaryText={(record) => `${record.prefix} · ${nameOf(record, lang)}`}
          secondaryText={(record) =>
            [record.startsOn, record.endsOn].filter(Boolean).join(' – ') || String(record.year)
          }
          tertiaryText={(record) =>
            record.isCurrent
              ? translate('app.catalogs.current')
              : translate('app.artists.works', { count: record.worksCount })
          }
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="prefix" />
          <FunctionField<Catalog>
            source={lang === 'en' ? 'nameEN' : 'nameES'}
            sortBy="nameES"
            render={(record) => nameOf(record, lang)}
          />
          <NumberField source="year" options={{ useGrouping: false }} />
          <NumberField source="edition" sortable={false} emptyText="—" />
          <TextField source="startsOn" sortable={false} emptyText="—" />
          <TextField source="endsOn" sortable={false} emptyText="—" />
          <NumberField source="worksCount" sortable={false} />
          <FunctionField<Catalog>
            label="app.catalogs.state"
            sortable={false}
            render={(record) => <CatalogState catalog={record} />}
          />
          <FunctionField<Catalog>
            label="app.catalogs.actions"
            sortable={false}
            render={(record) => <MakeCurrentButton record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validateCatalog = schemaValidator(adminCatalogInputSchema, catalogInput);

function CatalogForm({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateCatalog} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        {creating ? (
          <TextInput source="prefix" helperText="app.catalogs.prefixHelp" />
        ) : (
          // Fixed once made: shown as text (a disabled input's grey fails the contrast a label needs).
          <Labeled source="prefix">
            <TextField source="prefix" />
          </Labeled>
        )}
        <NumberInput source="year" />
        <NumberInput source="edition" />
      </FieldRow>
      <BilingualInput source="name" />
      <Section>{translate('app.catalogs.sections.dates')}</Section>
      <FieldRow>
        <DateInput source="startsOn" />
        <DateInput source="endsOn" />
      </FieldRow>
      <BilingualInput source="venue" />
      <TextInput source="address" fullWidth />
      <BilingualInput source="openingHours" multiline minRows={3} helperText="app.catalogs.hoursHelp" />
      <TextInput source="catalogUrl" fullWidth helperText="app.catalogs.urlHelp" />
    </SimpleForm>
  );
}

function CatalogTitle() {
  const record = useRecordContext<Catalog>();
  const lang = useLang();
  return <>{record ? `${record.prefix} · ${nameOf(record, lang)}` : ''}</>;
}

function CatalogEditActions() {
  return (
    <TopToolbar>
      <MakeCurrentButton />
    </TopToolbar>
  );
}

export function CatalogEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<CatalogTitle />} redirect={false} actions={<CatalogEditActions />}>
      <CatalogForm creating={false} />
    </Edit>
  );
}

export function CatalogCreate() {
  return (
    <Create redirect="edit" record={{ year: new Date().getFullYear() + 1 }}>
      <CatalogForm creating />
    </Create>
  );
}
