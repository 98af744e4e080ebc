/** The back office's theme: react-admin's default, denser, in the sites' typeface. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1b3a5c' }, secondary: { main: '#8a1c2b' } },
  typography: { fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
  },
};
