/** How the kit gets its texts without depending on the translator: a translate function, by prop or by context. */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * A translate function, e.g. the translator's `t` whose default namespace is `common` (the error keys `requerido`,
 * `formatoEmail`, `necesario_aceptar` and `acepto los terminos y condiciones` live there; the kit's own texts are
 * asked for with the `forms:` prefix).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The i18n keys the components ask for (besides the rules' error keys). */
export const FORM_TEXT_KEYS = {
  agree: 'acepto los terminos y condiciones',
  readTerms: 'forms:agree.readTerms',
  newTab: 'forms:newTab',
  showPassword: 'forms:password.show',
  hidePassword: 'forms:password.hide',
  search: 'forms:search.label',
  clearSearch: 'forms:search.clear',
  selectPlaceholder: 'forms:select.placeholder',
  noMatches: 'forms:select.noMatches',
  matches: 'forms:select.matches',
  send: 'forms:actions.send',
  sending: 'forms:status.sending',
} as const;

/** Without a provider or a prop the keys themselves are shown (visible in tests and never a crash). */
const showKey: Translate = (key) => key;

const FormTextContext = createContext<Translate | null>(null);

/**
 * Gives every form field below it the translate function `t`.
 *
 * @example
 * const { t } = useTranslation();
 * <FormTextProvider t={t}><ContactForm /></FormTextProvider>
 */
export function FormTextProvider({ t, children }: { t: Translate; children?: ReactNode }) {
  return <FormTextContext.Provider value={t}>{children}</FormTextContext.Provider>;
}

/** The translate function of a component: its own `t` prop, else the provider's, else one that shows the keys. */
export function useFormText(own?: Translate): Translate {
  const provided = useContext(FormTextContext);
  return own ?? provided ?? showKey;
}
