/**
 * react-admin's layout with a user menu named after the signed-in person: the button shows the name, so its
 * accessible name is that name too (axe's label-content-name-mismatch), with the log-out inside; on a phone the
 * button is an icon named by react-admin's "Perfil".
 */
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';

function IdentityUserMenu() {
  const { identity } = useGetIdentity();
  // react-admin shows the name on a wide screen only; on a narrow one the button is an icon named "Perfil".
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const name = typeof identity?.fullName === 'string' && identity.fullName ? identity.fullName : undefined;
  return (
    <UserMenu label={wide && name ? name : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

function BackofficeAppBar() {
  return <AppBar userMenu={<IdentityUserMenu />} />;
}

export function BackofficeLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={BackofficeAppBar}>{children}</Layout>;
}
