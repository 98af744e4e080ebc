/**
 * The shop's orders (staff and admin): a list with search, state, kind and order-day filters, and an order's page with
 * its works, addresses, amounts and payment attempts, and one button per state the API says the caller may move it to
 * (`nextStates`, from `ORDER_TRANSITIONS` of `@art/admin-model`); cancelling and refunding ask for confirmation first.
 * Orders are neither created nor edited here.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  Confirm,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ORDER_STATES } from '@art/model';
import { ORDER_KINDS } from '@art/admin-model';
import type { AdminOrderFieldsFragment, AdminOrderListFieldsFragment } from '../generated/graphql';
import { formatEuros, LocalDateField, RecordTitle, Section, useLang } from '../components/common';

type Order = AdminOrderFieldsFragment;
type OrderRow = AdminOrderListFieldsFragment;
type Address = NonNullable<Order['shippingAddress']>;

/** The moves that ask for confirmation: they free the order's works and cannot be undone. */
const CONFIRMED_STATES: readonly string[] = ['cancelled', 'refunded'];

/** Each move's icon, shown before its name. */
const STATE_ICONS: Readonly<Record<string, ReactElement>> = {
  shipped: <LocalShippingIcon />,
  delivered: <TaskAltIcon />,
  cancelled: <CancelIcon />,
  refunded: <CurrencyExchangeIcon />,
};

const STATE_CHOICES = ORDER_STATES.map((state) => ({ id: state, name: `app.orders.states.${state}` }));
const KIND_CHOICES = ORDER_KINDS.map((kind) => ({ id: kind, name: `app.orders.kinds.${kind}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** An order's state as a coloured chip, named from `app.orders.states.*`. */
export function OrderStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const colour =
    state === 'paid'
      ? 'info'
      : state === 'shipped' || state === 'delivered'
        ? 'success'
        : state === 'refund'
          ? 'warning'
          : state === 'failed' || state === 'cancelled'
            ? 'error'
            : 'default';
  return <Chip size="small" color={colour} label={translate(`app.orders.states.${state}`, { _: state })} />;
}

/** Who the order is for: the client's or the shipping address's name, and the e-mail. */
function clientOf(order: OrderRow): string {
  const name = order.clientName
    ? [order.clientName, order.clientSurname].filter(Boolean).join(' ')
    : order.shippingAddress
      ? `${order.shippingAddress.name} ${order.shippingAddress.surname}`
      : '';
  return [name, order.email].filter(Boolean).join(' · ');
}

function Euros({ value }: { value: number }) {
  const lang = useLang();
  return <>{formatEuros(value, lang)}</>;
}

export function OrderList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'orderDate', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<OrderRow>
          primaryText={(record) => record.orderCode}
          secondaryText={(record) => clientOf(record)}
          tertiaryText={(record) => <OrderStateChip state={record.state} />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} size="small">
          <TextField source="orderCode" sortable={false} />
          <LocalDateField source="orderDate" showTime />
          <FunctionField<OrderRow> source="client" sortable={false} render={(record) => clientOf(record)} />
          <FunctionField<OrderRow> source="total" render={(record) => <Euros value={record.total} />} />
          <FunctionField<OrderRow> source="state" render={(record) => <OrderStateChip state={record.state} />} />
        </Datagrid>
      )}
    </List>
  );
}

/** One button that moves the order in context to `state`; cancelling and refunding ask first. */
function StateButton({ state }: { state: string }) {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const move = () => {
    setAsking(false);
    void update(
      'orders',
      { id: record.id, data: { state }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.orders.stateChanged', {
            type: 'info',
            messageArgs: { state: translate(`app.orders.states.${state}`) },
          });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };
  const confirmed = CONFIRMED_STATES.includes(state);
  return (
    <>
      {/* MUI's button, not react-admin's: below `sm` react-admin's shows its icon alone, and without one it was an
          empty square on a phone (issue 34). The move's name says what it does, at every width. */}
      <Button
        size="small"
        startIcon={STATE_ICONS[state]}
        disabled={isPending}
        variant={confirmed ? 'outlined' : 'contained'}
        color={confirmed ? 'error' : 'primary'}
        onClick={() => (confirmed ? setAsking(true) : move())}
      >
        {translate(`app.orders.actions.${state}`)}
      </Button>
      {confirmed && (
        <Confirm
          isOpen={asking}
          title={`app.orders.confirm.${state}.title`}
          content={`app.orders.confirm.${state}.content`}
          titleTranslateOptions={{ code: record.orderCode }}
          onConfirm={move}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/**
 * Whether the record in context is a whole order: coming from the list, the order's page first shows the list's row,
 * which react-admin puts in its cache and which lacks the order's details, until the order itself is read.
 */
const isWholeOrder = (record: Order | OrderRow | undefined): record is Order =>
  !!record && 'items' in record && Array.isArray(record.items);

/** The buttons of the states the caller may move the order to. */
function StateActions() {
  const record = useRecordContext<Order>();
  if (!isWholeOrder(record)) return null;
  return (
    <TopToolbar>
      {record.nextStates.map((state) => (
        <StateButton key={state} state={state} />
      ))}
    </TopToolbar>
  );
}

/** A labelled value of the order's page. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {translate(label)}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** An address as it was when the order was placed. */
function AddressBlock({ address }: { address: Address | null }) {
  const translate = useTranslate();
  const lang = useLang();
  if (!address) return <Typography variant="body2">{translate('app.orders.noAddress')}</Typography>;
  const lines = [
    `${address.name} ${address.surname}`,
    address.fiscalName && address.fiscalDocument ? `${address.fiscalName} · ${address.fiscalDocument}` : null,
    [address.route, address.floor].filter(Boolean).join(', '),
    `${address.postalCode} ${address.locality} (${address.province})`,
    lang === 'en' ? address.countryNameEN : address.countryNameES,
    address.phone,
    address.aditionalInfo,
  ].filter((line): line is string => Boolean(line));
  return (
    <Box>
      {lines.map((line, i) => (
        <Typography key={i} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** A small table with translated headings. */
function SmallTable({ label, heads, rows }: { label: string; heads: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{translate(head)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The order's page: state, client, works, addresses, amounts, payment attempts. */
function OrderDetail() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  const lang = useLang();
  if (!isWholeOrder(record)) return null;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'es-ES') : '—');
  const euros = (value: number) => formatEuros(value, lang);
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p">
          {record.orderCode}
        </Typography>
        <OrderStateChip state={record.state} />
      </Stack>
      <Line label="resources.orders.fields.kind">{translate(`app.orders.kinds.${record.kind}`)}</Line>
      <Line label="resources.orders.fields.orderDate">{when(record.orderDate)}</Line>
      <Line label="resources.orders.fields.holdUntil">{when(record.holdUntil)}</Line>
      <Line label="resources.orders.fields.confirmDate">{when(record.confirmDate)}</Line>
      <Line label="resources.orders.fields.email">{record.email ?? '—'}</Line>
      <Line label="resources.orders.fields.userEmail">{record.userEmail ?? '—'}</Line>
      {record.clientName && (
        <Line label="resources.orders.fields.client">
          {[record.clientName, record.clientSurname, record.clientPhone].filter(Boolean).join(' · ')}
        </Line>
      )}
      <Line label="resources.orders.fields.clientType">{translate(`app.orders.clientTypes.${record.clientType}`)}</Line>
      <Line label="resources.orders.fields.paymentMethod">
        {translate(`app.orders.paymentMethods.${record.paymentMethod}`)}
      </Line>
      <Line label="resources.orders.fields.lang">{record.lang.toUpperCase()}</Line>
      <Line label="resources.orders.fields.couponCode">{record.couponCode ?? '—'}</Line>
      <Line label="resources.orders.fields.observations">{record.observations || '—'}</Line>

      <Section>{translate('app.orders.sections.items')}</Section>
      <SmallTable
        label="app.orders.sections.items"
        heads={[
          'app.orders.item.workId',
          'app.orders.item.title',
          'app.orders.item.artistName',
          'app.orders.item.units',
          'app.orders.item.unitPrice',
        ]}
        rows={record.items.map((item) => [item.workId, item.title, item.artistName, item.units, euros(item.unitPrice)])}
      />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Box>
          <Section>{translate('app.orders.sections.shipping')}</Section>
          <AddressBlock address={record.shippingAddress} />
        </Box>
        <Box>
          <Section>{translate('app.orders.sections.billing')}</Section>
          {record.billingAddress ? (
            <AddressBlock address={record.billingAddress} />
          ) : (
            <Typography variant="body2">{translate('app.orders.sameAddress')}</Typography>
          )}
        </Box>
      </Box>

      <Section>{translate('app.orders.sections.amounts')}</Section>
      <Line label="app.orders.amounts.subtotal">{euros(record.subtotal)}</Line>
      <Line label="app.orders.amounts.transport">{euros(record.transport)}</Line>
      <Line label="app.orders.amounts.discount">{euros(record.discount)}</Line>
      <Line label="app.orders.amounts.taxes">{euros(record.taxes)}</Line>
      <Line label="app.orders.amounts.total">{euros(record.total)}</Line>

      <Section>{translate('app.orders.sections.payments')}</Section>
      {record.paymentAttempts.length === 0 ? (
        <Typography variant="body2">{translate('app.orders.noAttempts')}</Typography>
      ) : (
        <SmallTable
          label="app.orders.sections.payments"
          heads={[
            'app.orders.attempt.redsysOrder',
            'app.orders.attempt.amount',
            'app.orders.attempt.state',
            'app.orders.attempt.responseCode',
            'app.orders.attempt.authorisationCode',
            'app.orders.attempt.createdAt',
            'app.orders.attempt.notifiedAt',
          ]}
          rows={record.paymentAttempts.map((attempt) => [
            attempt.redsysOrder,
            euros(attempt.amount),
            translate(`app.orders.attemptStates.${attempt.state}`, { _: attempt.state }),
            attempt.responseCode ?? '—',
            attempt.authorisationCode ?? '—',
            when(attempt.createdAt),
            when(attempt.notifiedAt),
          ])}
        />
      )}
    </Stack>
  );
}

export function OrderShow() {
  return (
    <Show title={<RecordTitle source="orderCode" />} actions={<StateActions />}>
      <OrderDetail />
    </Show>
  );
}
