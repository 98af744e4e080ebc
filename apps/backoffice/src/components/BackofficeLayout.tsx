/**
 * react-admin's layout with a bar that fits a phone: a user menu named after the signed-in person (the button shows
 * the name, so its accessible name is that name too, axe's label-content-name-mismatch), with the log-out inside, and
 * the language picker. On a narrow screen both are icons, named by react-admin's "Perfil" and by the language in use,
 * so the page's title keeps the bar's width (the title's and the screens' fit on a phone: `theme.ts`).
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  UserMenu,
  useGetIdentity,
  useLocales,
  useLocaleState,
  useTranslate,
} from 'react-admin';

/** Whether the screen is wider than a phone (MUI's `sm` and up), where the bar has room for words. */
const useWide = () => useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));

function IdentityUserMenu() {
  const { identity } = useGetIdentity();
  const wide = useWide();
  const name = typeof identity?.fullName === 'string' && identity.fullName ? identity.fullName : undefined;
  return (
    <UserMenu label={wide && name ? name : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

/** The language picker as an icon, named "Idioma: Castellano" (the language in use), with the same menu of languages. */
function LanguageIconMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.layout.language', { name: current })}
        aria-haspopup="true"
        aria-controls="language-menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The bar's tools: the language picker (in words on a wide screen) and react-admin's refresh button. */
function BackofficeToolbar() {
  return (
    <>
      {useWide() ? <LocalesMenuButton /> : <LanguageIconMenu />}
      <LoadingIndicator />
    </>
  );
}

function BackofficeAppBar() {
  return <AppBar userMenu={<IdentityUserMenu />} toolbar={<BackofficeToolbar />} />;
}

export function BackofficeLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={BackofficeAppBar}>{children}</Layout>;
}
