import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, LocalesMenuButton, useTranslate } from 'react-admin';
import englishMessages from 'ra-language-english';
import { adminWorkInputSchema } from '@art/admin-model';
import { schemaValidator } from '../validation';
import { workInput } from '../data';
import { raSpanish } from './ra-es';
import {
  LOCALES,
  MISSING_KEY_PREFIX,
  backofficeResources,
  createBackofficeI18n,
  initialLanguage,
  raEnglish,
} from './setup';

/** A plural form's suffix, as i18next reads it (`works_one`, `works_many`). */
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/** Every key path of a tree of texts. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('the back office i18n', () => {
  it('runs on the repository’s one i18next and react-i18next', () => {
    const root = path.dirname(require.resolve('i18next/package.json'));
    const fromRa = path.dirname(
      require.resolve('i18next/package.json', { paths: [path.dirname(require.resolve('ra-i18n-i18next'))] }),
    );
    expect(fromRa).toBe(root);
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^26\./);
    const reactI18next = require.resolve('react-i18next', {
      paths: [path.dirname(require.resolve('ra-i18n-i18next'))],
    });
    expect(reactI18next).toBe(require.resolve('react-i18next'));
  });

  it('has every react-admin text in Spanish that the English package has', () => {
    expect(keyPaths(raSpanish)).toEqual(keyPaths(raEnglish));
    // What the English package lacks and react-admin asks for is there in both.
    expect(keyPaths(raEnglish)).toEqual(expect.arrayContaining(keyPaths(englishMessages)));
    expect(keyPaths(raEnglish)).toContain('ra.navigation.end-ellipsis');
  });

  it('starts in Spanish, translates react-admin’s, its own and the API schema’s texts, and switches to English', async () => {
    const { i18next, i18nProvider } = await createBackofficeI18n('es');
    expect(i18nProvider.getLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 80 })).toBe(
      '1-25 de 80',
    );
    expect(i18nProvider.translate('resources.works.name', { smart_count: 2 })).toBe('Obras');
    expect(i18nProvider.translate('resources.works.name', { smart_count: 1 })).toBe('Obra');
    expect(i18nProvider.translate('errors:admin.tooLong', { max: 200 })).toBe('Como mucho 200 caracteres.');
    await i18nProvider.changeLocale('en');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('app.workStates.available')).toBe('Available');
    expect(i18nProvider.translate('errors:admin.required')).toBe('This field is required.');
  });

  it('offers exactly "Castellano" and "Inglés", whatever the language', async () => {
    const { i18nProvider } = await createBackofficeI18n('en');
    expect(i18nProvider.getLocales!()).toEqual([
      { locale: 'es', name: 'Castellano' },
      { locale: 'en', name: 'Inglés' },
    ]);
    expect(LOCALES.map((l) => l.name)).toEqual(['Castellano', 'Inglés']);
  });

  it('logs a missing text of its own once, and not a label react-admin translates as words', async () => {
    const missing: string[] = [];
    const { i18nProvider } = await createBackofficeI18n('es', (message) => missing.push(message));
    expect(i18nProvider.translate('app.nothing.here')).toBe('app.nothing.here');
    i18nProvider.translate('app.nothing.here');
    i18nProvider.translate('Castellano', { _: 'Castellano' });
    expect(missing).toEqual([`${MISSING_KEY_PREFIX} app.nothing.here (es)`]);
  });

  it('has the same keys in both languages, each with the plural forms of its own rules', () => {
    const { es, en } = backofficeResources();
    // Spanish writes `_many` beside `_one` and `_other` (decision 039; libs/i18n's locales test checks each language's
    // forms in every file of locales/): the keys are the same once the forms are set aside.
    const texts = (tree: object) => [...new Set(keyPaths(tree).map((key) => key.replace(PLURAL_FORM, '_{count}')))];
    expect(texts(en)).toEqual(texts(es));
  });

  it('remembers the picked language through react-admin’s store, and ignores anything else', () => {
    expect(initialLanguage({ getItem: () => '"en"' })).toBe('en');
    expect(initialLanguage({ getItem: () => '"fr"' })).toBe('es');
    expect(initialLanguage({ getItem: () => '{not json' })).toBe('es');
    expect(initialLanguage(undefined)).toBe('es');
  });

  it('shows the model schema’s messages translated, with their values', async () => {
    const { i18nProvider } = await createBackofficeI18n('es');
    const errors = schemaValidator(adminWorkInputSchema, workInput)({ titleES: '<b>x</b>', titleEN: 'x'.repeat(201) });
    expect(i18nProvider.translate(errors['titleES']!.message, errors['titleES']!.args)).toBe(
      'No se admite HTML ni los signos < y >.',
    );
    expect(i18nProvider.translate(errors['titleEN']!.message, errors['titleEN']!.args)).toBe(
      'Como mucho 200 caracteres.',
    );
    expect(errors['artistId']!.message).toBe('errors:admin.required');
  });

  it('renders the language picker, which switches the texts on screen', async () => {
    const { i18nProvider } = await createBackofficeI18n('es');
    function Save() {
      const translate = useTranslate();
      return <p>{translate('ra.action.save')}</p>;
    }
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <LocalesMenuButton />
        <Save />
      </AdminContext>,
    );
    expect(screen.getByText('Guardar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Castellano/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Inglés' }));
    await waitFor(() => expect(screen.getByText('Save')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Inglés/ })).toBeInTheDocument();
  });
});
