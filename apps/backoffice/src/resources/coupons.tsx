/**
 * The discount codes (admins): list with search, sort and each code's status now; create and edit with the kind, the
 * value (euros or percent), the validity and the uses; a code never used can be deleted.
 */
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  Labeled,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useDelete,
} from 'react-admin';
import { adminCouponInputSchema, COUPON_KINDS } from '@art/admin-model';
import type { AdminCouponFieldsFragment } from '../generated/graphql';
import { couponInput } from '../data';
import { schemaValidator } from '../validation';
import { FieldRow, formatEuros, LocalDateField, RecordTitle, SaveToolbar, useLang } from '../components/common';

type Coupon = AdminCouponFieldsFragment;

const KIND_CHOICES = COUPON_KINDS.map((kind) => ({ id: kind, name: `app.coupons.kinds.${kind}` }));
const STATUS_COLOUR = { active: 'success', notYet: 'info', expired: 'default', usedUp: 'warning' } as const;

/** A code's value as the form shows it: euros, or a percentage. */
export function couponValueText(coupon: Pick<Coupon, 'kind' | 'value'>, lang: string): string {
  if (coupon.kind !== 'percent') return formatEuros(coupon.value, lang);
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', { maximumFractionDigits: 2 }).format(coupon.value)} %`;
}

function CouponStatus({ coupon }: { coupon: Coupon }) {
  const translate = useTranslate();
  const colour = STATUS_COLOUR[coupon.status as keyof typeof STATUS_COLOUR] ?? 'default';
  return <Chip size="small" color={colour} label={translate(`app.coupons.status.${coupon.status}`)} />;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CouponList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const lang = useLang();
  return (
    <List filters={filters} sort={{ field: 'code', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Coupon>
          primaryText={(record) => record.code}
          secondaryText={(record) => couponValueText(record, lang)}
          tertiaryText={(record) => translate(`app.coupons.status.${record.status}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="code" />
          <FunctionField<Coupon>
            source="kind"
            sortable={false}
            render={(record) => translate(`app.coupons.kinds.${record.kind}`)}
          />
          <FunctionField<Coupon> source="value" sortable={false} render={(record) => couponValueText(record, lang)} />
          <LocalDateField source="validFrom" showTime emptyText="—" />
          <LocalDateField source="validTo" showTime emptyText="—" />
          <NumberField source="maxUses" sortable={false} emptyText="∞" />
          <NumberField source="usedCount" />
          <FunctionField<Coupon>
            source="status"
            sortable={false}
            render={(record) => <CouponStatus coupon={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validateCoupon = schemaValidator(adminCouponInputSchema, couponInput);

/** Deletes the record in context once confirmed, then goes back to the list; a refusal (a used code) is notified. */
export function DeleteRecordButton({ resource, confirm }: { resource: string; confirm: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  return (
    <Button
      label="app.commerce.delete"
      color="error"
      disabled={isPending}
      onClick={() => {
        if (!window.confirm(translate(confirm))) return;
        void remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('app.commerce.deleted', { type: 'info' });
              redirect('list', resource);
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      <DeleteIcon />
    </Button>
  );
}

function CouponEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteRecordButton resource="coupons" confirm="app.coupons.confirmDelete" />
    </Toolbar>
  );
}

function CouponForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm
      toolbar={editing ? <CouponEditToolbar /> : <SaveToolbar />}
      validate={validateCoupon}
      sx={{ maxWidth: 900 }}
    >
      <FieldRow>
        {editing ? (
          // The code is fixed once made: shown as text (a disabled field's grey fails the colour contrast).
          <Labeled source="code">
            <TextField source="code" />
          </Labeled>
        ) : (
          <TextInput source="code" helperText="app.coupons.codeHelp" />
        )}
        <SelectInput source="kind" choices={KIND_CHOICES} />
        <NumberInput source="value" helperText="app.coupons.valueHelp" />
      </FieldRow>
      <FieldRow>
        <DateTimeInput source="validFrom" helperText="app.coupons.validFromHelp" />
        <DateTimeInput source="validTo" helperText="app.coupons.validToHelp" />
        <NumberInput source="maxUses" helperText="app.coupons.maxUsesHelp" />
      </FieldRow>
    </SimpleForm>
  );
}

export function CouponEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="code" />} redirect={false}>
      <CouponForm editing />
    </Edit>
  );
}

export function CouponCreate() {
  return (
    <Create redirect="edit" record={{ kind: 'percent', validFrom: null, validTo: null, maxUses: null }}>
      <CouponForm editing={false} />
    </Create>
  );
}
