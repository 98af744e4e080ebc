/** The back office's theme: react-admin's default, denser, in the sites' typeface. */
import type { CSSObject, Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The theme, with the interface's words it needs: every spinner (react-admin's refresh indicator, the inputs' and
 * buttons' loading states) is a progress bar that needs a name (axe's aria-progressbar-name); `loadingLabel` is read
 * at each render, so the name follows the language picker.
 */
export function backofficeTheme(loadingLabel: () => string): RaThemeOptions {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiCircularProgress: {
        defaultProps: {
          get 'aria-label'() {
            return loadingLabel();
          },
        },
      },
    },
  };
}

/** A component's style override that applies on a phone (below MUI's `sm`) only. */
const onPhones =
  (styles: CSSObject) =>
  ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: styles });

const theme: RaThemeOptions = {
  ...defaultTheme,
  // MUI's own info, success, warning and error colours fall below 4.5:1 with white text or on the toolbars' grey (axe's
  // colour contrast): darker ones here.
  palette: {
    primary: { main: '#1b3a5c' },
    secondary: { main: '#8a1c2b' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
    warning: { main: '#b45309' },
    error: { main: '#b71c1c' },
  },
  typography: { fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    // On a phone every screen is as wide as the phone. React-admin's layout grows to its content's widest line
    // (`min-width: fit-content`): one long catalogue name in a select made a work's form 20 px wider than 375, the
    // order's row of state buttons made its page 794 px wide. Here the screens shrink instead, a long value ends in "…"
    // and the buttons wrap.
    RaLayout: { styleOverrides: { root: onPhones({ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }) } },
    RaTopToolbar: { styleOverrides: { root: onPhones({ flexWrap: 'wrap', whiteSpace: 'normal' }) } },
    // A list's line on a phone: a long e-mail address (a user's, a subscriber's) is one word, which widened the users'
    // list past 375 px (`cupon-dos.1795994041355189@example.com`); it breaks where it must instead.
    RaSimpleList: {
      styleOverrides: {
        root: onPhones({
          '& .MuiListItemText-root': { minWidth: 0 },
          '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' },
        }),
      },
    },
    // React-admin keeps the page's title to one line at the desktop's size, which cut "Suscriptores" or "Nuevo pedido
    // especial" mid-word at 375 px: on a phone it may take two lines, a little smaller, and ends in "…" beyond them.
    RaAppBar: {
      styleOverrides: {
        root: onPhones({
          '& .RaAppBar-title': {
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            fontSize: '1.0625rem',
            lineHeight: 1.25,
          },
        }),
      },
    },
  },
};
