/**
 * The ticket office's invitation codes (issue 17): the list (search by code or label, catalogue filter), the creation
 * (label, uses, optional expiry, catalogue and code: generated when empty), the change (label, uses, expiry) and one
 * code's page with the tickets it issued. Labels are shown as text, whatever they hold.
 */
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayField,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formZod } from '@art/model';
import { adminInvitationForm, adminInvitationUpdateForm } from '@art/admin-model';
import type { AdminInvitationFieldsFragment } from '../generated/graphql';
import { invitationInput, invitationUpdateInput } from '../data';
import { schemaValidator } from '../validation';
import { FieldRow, LocalDateField, RecordTitle, SaveToolbar } from '../components/common';
import { TicketStateChip } from './tickets';

type Invitation = AdminInvitationFieldsFragment;

const STATUS_COLOURS = { active: 'success', expired: 'default', usedUp: 'warning' } as const;

/** An invitation's status (active, expired, used up) as a translated chip. */
export function InvitationStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const colour = STATUS_COLOURS[status as keyof typeof STATUS_COLOURS] ?? 'default';
  return <Chip size="small" color={colour} label={translate(`app.ticketOffice.status.${status}`, { _: status })} />;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="catalog" source="catalog" alwaysOn />];

const usesOf = (record: Invitation) => `${record.uses} / ${record.maxUses}`;

export function InvitationList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Invitation>
          primaryText={(record) => record.code}
          secondaryText={(record) => record.label}
          tertiaryText={usesOf}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} size="small">
          <TextField source="code" />
          <TextField source="label" sortable={false} />
          <TextField source="catalogPrefix" sortable={false} />
          <FunctionField<Invitation> source="uses" render={usesOf} />
          <FunctionField<Invitation>
            source="status"
            sortable={false}
            render={(record) => <InvitationStatusChip status={record.status} />}
          />
          <LocalDateField source="expiresAt" showTime sortable={false} emptyText="—" />
          <LocalDateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}

const validateCreate = schemaValidator(formZod(adminInvitationForm), invitationInput);
const validateUpdate = schemaValidator(formZod(adminInvitationUpdateForm), invitationUpdateInput);

export function InvitationCreate() {
  return (
    <Create redirect="show" record={{ maxUses: 1 }}>
      <SimpleForm toolbar={<SaveToolbar />} validate={validateCreate} sx={{ maxWidth: 900 }}>
        <TextInput source="label" fullWidth helperText="app.ticketOffice.labelHelp" />
        <FieldRow>
          {/* No `min`/`max`: the browser would refuse 0 first, in its own words and language; the schema's message
              says it in the app's (issue 34). */}
          <NumberInput source="maxUses" />
          <DateTimeInput source="expiresAt" helperText="app.ticketOffice.expiresHelp" />
        </FieldRow>
        <FieldRow>
          <TextInput source="catalogPrefix" helperText="app.ticketOffice.catalogHelp" />
          <TextInput source="code" helperText="app.ticketOffice.codeHelp" />
        </FieldRow>
      </SimpleForm>
    </Create>
  );
}

export function InvitationEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="code" />} redirect="show">
      <SimpleForm toolbar={<SaveToolbar />} validate={validateUpdate} sx={{ maxWidth: 900 }}>
        <TextInput source="code" disabled />
        <TextInput source="label" fullWidth helperText="app.ticketOffice.labelHelp" />
        <FieldRow>
          <NumberInput source="maxUses" helperText="app.ticketOffice.maxUsesHelp" />
          <DateTimeInput source="expiresAt" helperText="app.ticketOffice.expiresHelp" />
        </FieldRow>
      </SimpleForm>
    </Edit>
  );
}

export function InvitationShow() {
  return (
    <Show
      title={<RecordTitle source="code" />}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="label" />
        <TextField source="catalogPrefix" />
        <FunctionField<Invitation> source="uses" render={usesOf} />
        <FunctionField<Invitation>
          source="status"
          render={(record) => <InvitationStatusChip status={record.status} />}
        />
        <LocalDateField source="expiresAt" showTime emptyText="—" />
        <LocalDateField source="createdAt" showTime />
        <ArrayField source="tickets">
          <Datagrid bulkActionButtons={false} size="small" rowClick={false} empty={<EmptyTickets />}>
            <TextField source="code" label="resources.tickets.fields.code" />
            <TextField source="name" label="resources.tickets.fields.name" />
            <TextField source="email" label="resources.tickets.fields.email" />
            <FunctionField
              source="state"
              label="resources.tickets.fields.state"
              render={(record: { state: string }) => <TicketStateChip state={record.state} />}
            />
            <LocalDateField source="createdAt" showTime label="resources.tickets.fields.createdAt" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

function EmptyTickets() {
  const translate = useTranslate();
  return <>{translate('app.ticketOffice.noTickets')}</>;
}
