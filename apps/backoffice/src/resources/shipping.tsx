/**
 * The shipping costs (admins): one row per country with a cost per band of the order's subtotal, in euros; list with
 * search; create (a country without costs), edit and delete.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  Toolbar,
} from 'react-admin';
import { SHIPPING_BANDS, type ShippingBand } from '@art/model';
import { adminShippingCostInputSchema } from '@art/admin-model';
import type { AdminShippingCostFieldsFragment } from '../generated/graphql';
import { shippingCostInput } from '../data';
import { schemaValidator } from '../validation';
import { FieldRow, formatEuros, RecordTitle, SaveToolbar, useLang } from '../components/common';
import { DeleteRecordButton } from './coupons';

type ShippingCost = AdminShippingCostFieldsFragment;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The country's name in the interface's language. */
const countryName = (record: ShippingCost, lang: string) =>
  lang === 'en' ? record.countryNameEN : record.countryNameES;

export function ShippingList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const lang = useLang();
  return (
    <List filters={filters} sort={{ field: 'countryCode', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<ShippingCost>
          primaryText={(record) => `${record.countryCode} · ${countryName(record, lang)}`}
          secondaryText={(record) => SHIPPING_BANDS.map((band) => formatEuros(record[band], lang)).join(' / ')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="countryCode" />
          <FunctionField<ShippingCost>
            source="country"
            sortable={false}
            render={(record) => countryName(record, lang)}
          />
          {SHIPPING_BANDS.map((band: ShippingBand) => (
            <FunctionField<ShippingCost>
              key={band}
              source={band}
              sortable={false}
              textAlign="right"
              render={(record) => formatEuros(record[band], lang)}
            />
          ))}
        </Datagrid>
      )}
    </List>
  );
}

const validateShipping = schemaValidator(adminShippingCostInputSchema, shippingCostInput);

function ShippingEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteRecordButton resource="shipping" confirm="app.shipping.confirmDelete" />
    </Toolbar>
  );
}

function ShippingForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm
      toolbar={editing ? <ShippingEditToolbar /> : <SaveToolbar />}
      validate={validateShipping}
      sx={{ maxWidth: 1100 }}
    >
      <TextInput source="countryCode" helperText="app.countryHelp" />
      <FieldRow>
        {SHIPPING_BANDS.map((band) => (
          <NumberInput key={band} source={band} helperText="app.shipping.bandHelp" />
        ))}
      </FieldRow>
    </SimpleForm>
  );
}

export function ShippingEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="countryCode" />} redirect={false}>
      <ShippingForm editing />
    </Edit>
  );
}

export function ShippingCreate() {
  return (
    <Create redirect="edit">
      <ShippingForm editing={false} />
    </Create>
  );
}
