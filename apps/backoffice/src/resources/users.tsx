/** The users (admin only): list with search and a role filter, and the change of a user's role. */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { adminUserRoleForm } from '@art/model';
import type { AdminUserFieldsFragment } from '../generated/graphql';
import { schemaValidator } from '../validation';
import { ROLE_CHOICES, SaveToolbar, RecordTitle } from '../components/common';

type User = AdminUserFieldsFragment;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
];

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
          tertiaryText={(record) => <RoleText role={record.role} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <TextField source="email" />
          <TextField source="fullName" sortable={false} />
          <FunctionField<User> source="role" sortable={false} render={(record) => <RoleText role={record.role} />} />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}

const validateRole = schemaValidator(adminUserRoleForm.schema, (values) => ({ role: values['role'] }));

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="email" />} redirect="list">
      <SimpleForm validate={validateRole} toolbar={<SaveToolbar />}>
        <TextInput source="email" disabled />
        <TextInput source="fullName" disabled />
        <SelectInput source="role" choices={ROLE_CHOICES} />
      </SimpleForm>
    </Edit>
  );
}
