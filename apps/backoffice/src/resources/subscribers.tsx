/**
 * The newsletter's subscribers (staff, admin): a list with search and a status filter, and a button that downloads
 * the confirmed subscribers as CSV (`GET /api/admin/subscribers.csv`, a plain link: the session cookie goes along).
 */
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { AdminSubscriberFieldsFragment } from '../generated/graphql';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_CSV_URL } from '../data/subscribers';
import { LocalDateField, useLanguageName } from '../components/common';

type Subscriber = AdminSubscriberFieldsFragment;

const STATUS_CHOICES = SUBSCRIBER_STATUSES.map((status) => ({ id: status, name: `app.subscribers.status.${status}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** A subscription's status as a chip (confirmed in green). */
function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const colour = status === 'confirmed' ? 'success' : status === 'pending' ? 'warning' : 'default';
  return <Chip size="small" color={colour} label={translate(`app.subscribers.status.${status}`, { _: status })} />;
}

/** "Exportar CSV": the confirmed subscribers' file, downloaded through the back office's own `/api`. */
export function ExportSubscribersButton() {
  return (
    <Button label="app.subscribers.exportCsv" component="a" href={SUBSCRIBERS_CSV_URL}>
      <DownloadIcon />
    </Button>
  );
}

function SubscriberActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportSubscribersButton />
    </TopToolbar>
  );
}

export function SubscriberList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const languageName = useLanguageName();
  return (
    <List
      filters={filters}
      actions={<SubscriberActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {narrow ? (
        <SimpleList<Subscriber>
          primaryText={(record) => record.email}
          secondaryText={(record) => record.name ?? ''}
          tertiaryText={(record) => translate(`app.subscribers.status.${record.status}`, { _: record.status })}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false} size="small">
          <TextField source="email" />
          <TextField source="name" sortable={false} emptyText="—" />
          <FunctionField<Subscriber> source="lang" sortable={false} render={(record) => languageName(record.lang)} />
          <FunctionField<Subscriber>
            source="status"
            sortable={false}
            render={(record) => <StatusChip status={record.status} />}
          />
          <LocalDateField source="createdAt" showTime />
          <LocalDateField source="confirmedAt" showTime sortable={false} emptyText="—" />
          <LocalDateField source="unsubscribedAt" showTime sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
