/** The first screen: what the signed-in role may do; for staff, a note that sales and messages come next. */
import { Card, CardContent, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { isBackofficeRole } from '../roles';

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
        {role === 'staff' && <Typography color="text.secondary">{translate('app.dashboard.comingNext')}</Typography>}
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
