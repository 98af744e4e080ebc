/** Small pieces the back office's screens share: the language, bilingual rows, thumbnails, swatches, the VAT line. */
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { DateField, SaveButton, Toolbar, type DateFieldProps } from 'react-admin';
import { useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { COLOURS, DISCIPLINES, LANGUAGES, VAT_RATE, WORK_STATES, type WorkState } from '@art/model';

/** The interface's language, `es` or `en`. */
export function useLang(): 'es' | 'en' {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'es';
}

/**
 * A stored language (`es`, `en`: a subscriber's, a message's) by its name in the interface's language (`español`,
 * `Spanish`); anything else as it is.
 */
export function useLanguageName(): (code: string | null | undefined) => string {
  const translate = useTranslate();
  return (code) =>
    code && (LANGUAGES as readonly string[]).includes(code) ? translate(`mail:forms.languages.${code}`) : (code ?? '');
}

/** The translation keys of the work states (the stored values are the specification's Spanish names). */
export const WORK_STATE_KEYS: Record<WorkState, string> = {
  Disponible: 'available',
  'Disponible (PRESUPUESTOS)': 'availableQuote',
  'No disponible': 'notAvailable',
  'Consulta Market': 'marketQuery',
  'Consulta Galería': 'galleryQuery',
  Vendida: 'sold',
  Desactivada: 'deactivated',
};

export const WORK_STATE_CHOICES = WORK_STATES.map((state) => ({
  id: state,
  name: `app.workStates.${WORK_STATE_KEYS[state]}`,
}));

export const DISCIPLINE_CHOICES = DISCIPLINES.map((d) => ({ id: d.id, name: `app.disciplines.${d.key}` }));

export const ROLE_CHOICES = ['visitor', 'staff', 'editor', 'admin'].map((role) => ({
  id: role,
  name: `app.roles.${role}`,
}));

/** A work state as words of the interface's language. */
export function WorkStateText({ state }: { state: string }) {
  const translate = useTranslate();
  const key = WORK_STATE_KEYS[state as WorkState];
  return <>{key ? translate(`app.workStates.${key}`) : state}</>;
}

/** Two fields side by side (Spanish, English) on wide screens, one above the other on narrow ones. */
export function Bilingual({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} useFlexGap sx={{ width: '100%', columnGap: 2 }}>
      {children}
    </Stack>
  );
}

/** A row of short fields. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ width: '100%', flexWrap: 'wrap', columnGap: 2, alignItems: { sm: 'flex-start' } }}
    >
      {children}
    </Stack>
  );
}

/** A section title inside a form. */
export function Section({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** A thumbnail of an image (or a blank square of the same size). */
export function Thumb({
  src,
  alt,
  size = 48,
  fit = 'cover',
}: {
  src?: string | null;
  alt: string;
  size?: number;
  /** `contain` shows the whole picture (a logo), `cover` fills the square (a work). */
  fit?: 'cover' | 'contain';
}) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      sx={{ objectFit: fit, borderRadius: 1, display: 'block', bgcolor: fit === 'cover' ? 'grey.200' : undefined }}
    />
  ) : (
    <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'grey.200' }} />
  );
}

/** The colour of a key of `COLOURS`. */
export const hexOf = (key: string) => COLOURS.find((c) => c.key === key)?.hex ?? '#cccccc';

/** Swatches of colour keys, each with its name for screen readers. */
export function Swatches({ colours }: { colours: readonly string[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {colours.map((key) => (
        <Box
          key={key}
          role="img"
          aria-label={translate(`app.colours.${key}`)}
          title={translate(`app.colours.${key}`)}
          sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: hexOf(key), border: '1px solid rgba(0,0,0,.3)' }}
        />
      ))}
    </Stack>
  );
}

/** A price in euros as the interface's language writes it. */
export function formatEuros(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(value);
}

/** Euros without VAT of a price with VAT included (21 %), rounded to the cent as the API computes it. */
export function withoutVat(price: number): number {
  return Math.round((price * 100) / (1 + VAT_RATE)) / 100;
}

/** A form's toolbar: save only (the back office deletes nothing; a work is deactivated by its state). */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** The title of an edit screen: a text field of its record (a name, the Spanish title), empty while it loads. */
export function RecordTitle({ source }: { source: string }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <>{typeof value === 'string' ? value : ''}</>;
}

/**
 * The refusal of a group of fields (a menu block, an order's address) under its title: the schema and the API name the
 * group, not one of its fields.
 */
export function GroupError({ source }: { source: string }) {
  const translate = useTranslate();
  const { errors } = useFormState({ name: source });
  const error = errors[source] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const raw = error?.message ?? error?.root?.message;
  if (!raw) return null;
  const { message, args } =
    typeof raw === 'object' && raw !== null
      ? (raw as { message: string; args?: Record<string, unknown> })
      : { message: String(raw), args: {} };
  return (
    <Typography color="error" variant="caption" role="alert">
      {translate(message, { _: message, ...args })}
    </Typography>
  );
}

/**
 * A date (with its time when `showTime`) written as the interface's language writes it: react-admin's `DateField`
 * follows the browser's language otherwise, so a Spanish screen could show `3/10/2025, 7:47 AM`.
 */
export function LocalDateField(props: DateFieldProps) {
  const lang = useLang();
  return <DateField locales={lang === 'en' ? 'en-GB' : 'es-ES'} {...props} />;
}
