/**
 * The ticket office's e-tickets (issue 17): the list (search by code, name or e-mail; state and invitation filters)
 * with a "Revoke" button, asked for confirmation, on each ticket still valid. A revoked ticket is refused at the desk.
 */
import { useState } from 'react';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import {
  AutocompleteInput,
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { TICKET_STATES } from '@art/admin-model';
import type { AdminTicketFieldsFragment } from '../generated/graphql';
import { LocalDateField } from '../components/common';

type Ticket = AdminTicketFieldsFragment;

const STATE_COLOURS = { valid: 'success', admitted: 'info', revoked: 'error' } as const;

/** A ticket's state (valid, admitted, revoked) as a translated chip. */
export function TicketStateChip({ state }: { state: string }) {
  const translate = useTranslate();
  const colour = STATE_COLOURS[state as keyof typeof STATE_COLOURS] ?? 'default';
  return <Chip size="small" color={colour} label={translate(`app.ticketOffice.states.${state}`, { _: state })} />;
}

const STATE_CHOICES = TICKET_STATES.map((state) => ({ id: state, name: `app.ticketOffice.states.${state}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <ReferenceInput key="invitationId" source="invitationId" reference="invitations">
    <AutocompleteInput optionText="code" />
  </ReferenceInput>,
];

/** Revokes a valid ticket after a confirmation (react-admin's `update` of a ticket is its revocation). */
export function RevokeButton({ record: given }: { record?: Ticket }) {
  const fromContext = useRecordContext<Ticket>();
  const record = given ?? fromContext;
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.state !== 'valid') return null;
  const confirm = () =>
    update(
      'tickets',
      { id: record.id, data: { revoke: true }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.ticketOffice.revokedNotice', { type: 'info' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        label="app.ticketOffice.revoke"
        color="error"
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.ticketOffice.revokeTitle"
        content="app.ticketOffice.revokeContent"
        translateOptions={{ code: record.code, name: record.name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function TicketList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Ticket>
          primaryText={(record) => record.code}
          secondaryText={(record) => `${record.name} · ${record.email}`}
          tertiaryText={(record) => <TicketStateChip state={record.state} />}
          rightIcon={(record) => <RevokeButton record={record} />}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} size="small" rowClick={false}>
          <TextField source="code" sortable={false} />
          <TextField source="name" sortable={false} />
          <TextField source="email" sortable={false} />
          <TextField source="invitationCode" sortable={false} />
          <FunctionField<Ticket>
            source="state"
            sortable={false}
            render={(record) => <TicketStateChip state={record.state} />}
          />
          <LocalDateField source="createdAt" showTime />
          <LocalDateField source="admittedAt" showTime sortable={false} emptyText="—" />
          <FunctionField<Ticket>
            label="app.ticketOffice.actions"
            render={(record) => <RevokeButton record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
