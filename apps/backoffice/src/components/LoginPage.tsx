/** The login: e-mail and password against the API's `login`, and the language picker. */
import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import {
  Form,
  LocalesMenuButton,
  PasswordInput,
  TextInput,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const submit = (values: Record<string, unknown>) => {
    setLoading(true);
    login({ email: values['email'], password: values['password'] }).catch((error: unknown) => {
      setLoading(false);
      const message = error instanceof Error ? error.message : 'ra.auth.sign_in_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    });
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h5" component="h1">
              {translate('app.login.title')}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.intro')}
          </Typography>
          <Form onSubmit={submit}>
            <TextInput
              source="email"
              type="email"
              label="ra.auth.email"
              autoComplete="username"
              validate={required()}
              fullWidth
            />
            <PasswordInput
              source="password"
              label="ra.auth.password"
              autoComplete="current-password"
              validate={required()}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 1 }}>
              {loading ? <CircularProgress size={22} color="inherit" /> : translate('ra.auth.sign_in')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
