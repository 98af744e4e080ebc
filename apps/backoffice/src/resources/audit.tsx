/** The audit log (admin only): who changed what and when, filtered by entity and user, with before and after. */
import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { AUDIT_ENTITIES } from '@art/model';
import type { AuditLogQuery } from '../generated/graphql';
import { LocalDateField } from '../components/common';

type Entry = AuditLogQuery['auditLog']['items'][number];

const ENTITIES = AUDIT_ENTITIES.map((id) => ({ id, name: `app.audit.entities.${id}` }));
const ACTIONS = ['create', 'update', 'delete', 'role', 'state'];

const filters = [
  <SelectInput key="entity" source="entity" choices={ENTITIES} alwaysOn />,
  <TextInput key="entityId" source="entityId" alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="users">
    <AutocompleteInput
      label="resources.audit.fields.userId"
      optionText="email"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
];

/** A stored JSON as indented text ("—" when there is none). */
function pretty(json: string | null): string {
  if (!json) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** Before and after, side by side. */
export function AuditDiff() {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, p: 1 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side} component="section" aria-label={translate(`resources.audit.fields.${side}`)}>
          <Typography variant="subtitle2" component="h3">
            {translate(`resources.audit.fields.${side}`)}
          </Typography>
          <Box
            component="pre"
            data-testid={`audit-${side}`}
            tabIndex={0}
            sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', fontSize: 12, maxHeight: 400 }}
          >
            {pretty(record[side] ?? null)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ActionText({ action }: { action: string }) {
  const translate = useTranslate();
  return <>{ACTIONS.includes(action) ? translate(`app.audit.actions.${action}`) : action}</>;
}

function EntityText({ entity }: { entity: string }) {
  const translate = useTranslate();
  return <>{translate(`app.audit.entities.${entity}`, { _: entity })}</>;
}

export function AuditList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Entry>
          primaryText={(record) => (
            <>
              <EntityText entity={record.entity} /> {record.entityId} · <ActionText action={record.action} />
            </>
          )}
          secondaryText={(record) => record.userEmail}
          tertiaryText={(record) => new Date(record.at).toLocaleString()}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<AuditDiff />} size="small">
          <LocalDateField source="at" showTime />
          <TextField source="userEmail" sortable={false} />
          <FunctionField<Entry> source="action" sortable={false} render={(r) => <ActionText action={r.action} />} />
          <FunctionField<Entry> source="entity" sortable={false} render={(r) => <EntityText entity={r.entity} />} />
          <TextField source="entityId" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
