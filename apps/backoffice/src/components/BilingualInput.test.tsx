/**
 * The bilingual input in a react-admin form with the back office's translations: both languages' inputs under their
 * labels, the multiline variant with its helper text under each, a label key of its own, the FAQ schema's "required"
 * under the empty language only, react-admin's required mark on both, and both values submitted under their names.
 */
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm, required } from 'react-admin';
import { adminFaqInputSchema } from '@art/admin-model';
import { faqInput } from '../data';
import { createBackofficeI18n } from '../i18n/setup';
import { schemaValidator } from '../validation';
import { BilingualInput } from './BilingualInput';
import { SaveToolbar } from './common';

type Submit = jest.Mock<void, [Record<string, unknown>]>;

/** `input` in a form of the FAQ (its labels are `resources.faqs.fields.*`), in `lang`; the missing texts found. */
async function renderForm(
  lang: 'es' | 'en',
  input: ReactNode,
  {
    onSubmit = jest.fn(),
    validate,
    record = { site: 'fair' },
  }: Partial<{
    onSubmit: Submit;
    validate: (values: Record<string, unknown>) => object;
    record: Record<string, unknown>;
  }> = {},
) {
  const missing: string[] = [];
  const { i18nProvider } = await createBackofficeI18n(lang, (message) => missing.push(message));
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="faqs">
        <SimpleForm
          record={record}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values)}
          validate={validate}
          toolbar={<SaveToolbar />}
        >
          {input}
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { missing, onSubmit };
}

const save = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('BilingualInput', () => {
  it.each([
    ['es', 'Pregunta (castellano)', 'Pregunta (inglés)'],
    ['en', 'Question (Spanish)', 'Question (English)'],
  ] as const)('shows the Spanish and the English input under their labels (%s)', async (lang, es, en) => {
    const { missing } = await renderForm(lang, <BilingualInput source="question" />, {
      record: { questionES: '¿Hay guardarropa?', questionEN: 'Is there a cloakroom?' },
    });
    expect(await screen.findByLabelText(es)).toHaveValue('¿Hay guardarropa?');
    expect(screen.getByLabelText(en)).toHaveValue('Is there a cloakroom?');
    expect(screen.getByLabelText(es).tagName).toBe('INPUT');
    expect(missing).toEqual([]);
  });

  it('gives the multiline variant and the helper text to both languages', async () => {
    const { missing } = await renderForm(
      'en',
      <BilingualInput source="answer" multiline minRows={4} helperText="app.siteContent.contentHelp" />,
    );
    const inputs = [await screen.findByLabelText('Answer (Spanish)'), screen.getByLabelText('Answer (English)')];
    for (const input of inputs) {
      expect(input.tagName).toBe('TEXTAREA');
      expect(input).toHaveAccessibleDescription('Plain text: separate paragraphs with a blank line.');
    }
    expect(missing).toEqual([]);
  });

  it('labels each language from a key of its own and submits a group’s fields under the group', async () => {
    const { missing, onSubmit } = await renderForm(
      'es',
      <BilingualInput source="blockWithText1.title" label="app.siteContent.block.title" />,
    );
    await userEvent.type(await screen.findByLabelText('Título del bloque (castellano)'), 'Visita');
    await userEvent.type(screen.getByLabelText('Título del bloque (inglés)'), 'Visit');
    await save('Guardar');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]['blockWithText1']).toEqual({ titleES: 'Visita', titleEN: 'Visit' });
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'Guardar', 'Pregunta (castellano)', 'Pregunta (inglés)', 'Este campo es obligatorio.'],
    ['en', 'Save', 'Question (Spanish)', 'Question (English)', 'This field is required.'],
  ] as const)(
    'shows the schema’s "required" under the empty language only, then submits both values (%s)',
    async (lang, saveName, es, en, requiredMessage) => {
      const { missing, onSubmit } = await renderForm(
        lang,
        <>
          <BilingualInput source="question" />
          <BilingualInput source="answer" multiline minRows={4} />
        </>,
        { validate: schemaValidator(adminFaqInputSchema, faqInput) },
      );
      await userEvent.type(await screen.findByLabelText(es), '¿Hay guardarropa?');
      await userEvent.type(screen.getByLabelText(lang === 'es' ? 'Respuesta (castellano)' : 'Answer (Spanish)'), 'Sí.');
      await userEvent.type(screen.getByLabelText(lang === 'es' ? 'Respuesta (inglés)' : 'Answer (English)'), 'Yes.');
      await save(saveName);
      await waitFor(() => expect(screen.getByLabelText(en)).toHaveAccessibleDescription(requiredMessage));
      expect(screen.getByLabelText(es)).not.toHaveAccessibleDescription(requiredMessage);
      expect(screen.getAllByText(requiredMessage)).toHaveLength(1);
      expect(onSubmit).not.toHaveBeenCalled();

      await userEvent.type(screen.getByLabelText(en), 'Is there a cloakroom?');
      await save(saveName);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        questionES: '¿Hay guardarropa?',
        questionEN: 'Is there a cloakroom?',
        answerES: 'Sí.',
        answerEN: 'Yes.',
      });
      expect(missing).toEqual([]);
    },
  );

  it('marks both languages required and refuses each one left empty when given react-admin’s `required()`', async () => {
    const { missing, onSubmit } = await renderForm('es', <BilingualInput source="question" validate={required()} />);
    const es = await screen.findByRole('textbox', { name: 'Pregunta (castellano)' });
    const en = screen.getByRole('textbox', { name: 'Pregunta (inglés)' });
    // The mark is hidden from the accessible name (the label reads without it): it is the label's visible text.
    expect((es as HTMLInputElement).labels?.[0]).toHaveTextContent('Pregunta (castellano) *');
    expect((en as HTMLInputElement).labels?.[0]).toHaveTextContent('Pregunta (inglés) *');
    await userEvent.type(es, 'Abre la feria');
    await save('Guardar');
    await waitFor(() => expect(en).toHaveAccessibleDescription('Obligatorio'));
    expect(es).not.toHaveAccessibleDescription('Obligatorio');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });
});
