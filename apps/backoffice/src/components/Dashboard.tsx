/**
 * The first screen: what the signed-in role may do and, for whoever runs the sales and the messages (staff, admin),
 * what waits for them: the paid orders to ship and the messages nobody has handled, each a link to that filtered list.
 */
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Title, useCreatePath, useGetList, usePermissions, useTranslate } from 'react-admin';
import { canOpen, isBackofficeRole } from '../roles';

/** A count of what waits in a list, linking to that list with its filter. */
function Waiting({ resource, filter, label }: { resource: string; filter: Record<string, unknown>; label: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  const to = `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <Card variant="outlined" sx={{ minWidth: 220 }}>
      <CardActionArea component={Link} to={to}>
        <CardContent>
          <Typography variant="h4" component="p">
            {isPending ? '…' : (total ?? 0)}
          </Typography>
          <Typography color="text.secondary">{translate(label)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const role = isBackofficeRole(permissions) ? permissions : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.title')}
        </Typography>
        {role && <Typography gutterBottom>{translate(`app.dashboard.${role}`)}</Typography>}
        {role && canOpen(role, 'orders') && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Waiting resource="orders" filter={{ state: 'paid' }} label="app.dashboard.toShip" />
            {canOpen(role, 'messages') && (
              <Waiting resource="messages" filter={{ handled: false }} label="app.dashboard.unhandled" />
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** What a screen the role cannot open, or an unknown address, shows. */
export function NoAccess() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.noAccess.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.noAccess.title')}
        </Typography>
        <Typography>{translate('app.noAccess.text')}</Typography>
      </CardContent>
    </Card>
  );
}
