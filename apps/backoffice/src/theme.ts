/** The back office's theme: react-admin's default, denser, in the sites' typeface. */
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
  },
};
