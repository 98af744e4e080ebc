/**
 * The users (admin only): list with search, role and disabled filters, the change of a user's role, and the button
 * that disables an account (it can no longer log in; its sessions end) or enables it again.
 */
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Button,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { formZod } from '@art/model';
import { adminUserRoleForm } from '@art/admin-model';
import type { AdminUserFieldsFragment } from '../generated/graphql';
import { schemaValidator } from '../validation';
import { LocalDateField, RecordTitle, ROLE_CHOICES, SaveToolbar } from '../components/common';

type User = AdminUserFieldsFragment;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput
    key="disabled"
    source="disabled"
    choices={[
      { id: 'true', name: 'app.users.filterDisabled' },
      { id: 'false', name: 'app.users.filterEnabled' },
    ]}
    alwaysOn
  />,
];

/** "Disabled" beside a disabled account; nothing for an enabled one. */
export function DisabledChip({ user }: { user: Pick<User, 'disabled'> }) {
  const translate = useTranslate();
  return user.disabled ? <Chip size="small" color="error" label={translate('app.users.disabled')} /> : null;
}

/**
 * Disables the account (or enables it again): react-admin's `update` of a user with `setDisabled`. Not offered on the
 * admin's own account (the API refuses it too).
 */
export function DisableButton() {
  const record = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || (identity && String(identity.id) === String(record.id))) return null;
  const disable = !record.disabled;
  const change = () =>
    update(
      'users',
      { id: record.id, data: { setDisabled: disable }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(disable ? 'app.users.disabledNotice' : 'app.users.enabledNotice', { type: 'info' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <Button
      label={disable ? 'app.users.disable' : 'app.users.enable'}
      color={disable ? 'error' : 'primary'}
      disabled={isPending}
      onClick={change}
    >
      {disable ? <BlockIcon /> : <CheckCircleIcon />}
    </Button>
  );
}

function RoleText({ role }: { role: string }) {
  const translate = useTranslate();
  return <>{translate(`app.roles.${role}`, { _: role })}</>;
}

export function UserList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<User>
          primaryText={(record) => record.email}
          secondaryText={(record) => record.fullName}
          tertiaryText={(record) => (
            <>
              <RoleText role={record.role} /> <DisabledChip user={record} />
            </>
          )}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="email" />
          <TextField source="fullName" sortable={false} />
          <FunctionField<User> source="role" sortable={false} render={(record) => <RoleText role={record.role} />} />
          <LocalDateField source="createdAt" showTime />
          <FunctionField<User> source="disabled" sortable={false} render={(record) => <DisabledChip user={record} />} />
        </Datagrid>
      )}
    </List>
  );
}

const validateRole = schemaValidator(formZod(adminUserRoleForm), (values) => ({ role: values['role'] }));

export function UserEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<RecordTitle source="email" />}
      redirect="list"
      actions={
        <TopToolbar>
          <DisableButton />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validateRole} toolbar={<SaveToolbar />}>
        <TextInput source="email" disabled />
        <TextInput source="fullName" disabled />
        <SelectInput source="role" choices={ROLE_CHOICES} />
      </SimpleForm>
    </Edit>
  );
}
