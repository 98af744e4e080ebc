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
  palette: { primary: { main: '#1b3a5c' }, secondary: { main: '#8a1c2b' } },
  typography: { fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
  },
};
