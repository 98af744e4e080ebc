import { runInThisContext } from 'node:vm';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { DataProvider, type GraphQLClient } from '@art/data';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import { CollaboratePageView } from './CollaboratePageView';
import { localeBundle } from '@art/i18n/testing';
import type { Namespace } from '@art/routing';

// React Router's data routers build `Request`s, which jsdom lacks: Node's own (with its abort signals) stand in.
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (!(name in globalThis) || name.startsWith('Abort'))
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

const texts = (ns: Namespace) => localeBundle('es', ns);
const common = texts('common') as Record<string, unknown>;
const forms = texts('forms') as Record<string, Record<string, string>>;
const sponsors = texts('sponsors') as { form: Record<string, string> };

type Answer = { collaborate: { ok: boolean; response: string | null } };

/** A client whose answers the test gives by hand, one per call. */
function manualClient() {
  const calls: Record<string, unknown>[] = [];
  const pending: { resolve: (value: Answer) => void; reject: (error: Error) => void }[] = [];
  const client = {
    endpoint: '/api/graphql',
    lang: 'es',
    request: (_operation: unknown, variables: Record<string, unknown>) =>
      new Promise<Answer>((resolve, reject) => {
        calls.push(variables);
        pending.push({ resolve, reject });
      }),
  } as unknown as GraphQLClient;
  return { client, calls, pending };
}

function renderPage(client: GraphQLClient) {
  const i18n = createI18n('es', { common: texts('common'), forms: texts('forms'), sponsors: texts('sponsors') });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} queryClient={new QueryClient()}>
        {children}
      </DataProvider>
    </I18nextProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'es', site: 'fair', origins: { fair: '', shop: 'http://shop.test' } }),
      HydrateFallback: () => null,
      children: [{ path: 'es/patrocinadores/colabora', Component: () => wrap(<CollaboratePageView />) }],
    },
  ]);
  render(<Stub initialEntries={['/es/patrocinadores/colabora']} />);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: new RegExp(sponsors.form['company']!) }), 'Bodegas Ejemplo');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${forms['fields']!['name']}`) }), 'Ana López');
  await user.type(
    screen.getByRole('textbox', { name: new RegExp(`^${forms['fields']!['email']}`) }),
    'ana@example.com',
  );
  await user.click(screen.getByRole('radio', { name: 'Patrocinador oficial' }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(sponsors.form['message']!) }), 'Hola\nuna propuesta');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(forms['fields']!['privacy']!) }));
}

describe('a form of the fair (the sponsors’ collaborate form)', () => {
  it('shows every failing field’s message in order and focuses the first; sends nothing', async () => {
    const user = userEvent.setup();
    const { client, calls } = manualClient();
    renderPage(client);
    const submit = await screen.findByRole('button', { name: sponsors.form['submit'] });
    await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), '600-CALL');
    await user.click(submit);
    const company = screen.getByRole('textbox', { name: new RegExp(sponsors.form['company']!) });
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAccessibleDescription(String(common['requerido']));
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveAccessibleDescription(
      expect.stringContaining('cifras'),
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(forms['errors']!['choose']!);
    expect(
      screen.getByRole('checkbox', { name: new RegExp(forms['fields']!['privacy']!) }),
    ).toHaveAccessibleDescription(String(common['necesario_aceptar']));
    expect(calls).toEqual([]);
  });

  it('keeps the field for robots out of reach: hidden, out of the tab order, without autofill', async () => {
    const { client } = manualClient();
    renderPage(client);
    await screen.findByRole('button', { name: sponsors.form['submit'] });
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends once however often it is pressed, with a submission id; then thanks and clears the form', async () => {
    const user = userEvent.setup();
    const { client, calls, pending } = manualClient();
    renderPage(client);
    const submit = await screen.findByRole('button', { name: sponsors.form['submit'] });
    await fill(user);
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: forms['status']!['sending'] }));
    expect(screen.getByRole('button', { name: forms['status']!['sending'] })).toHaveAttribute('aria-disabled', 'true');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      company: 'Bodegas Ejemplo',
      fromName: 'Ana López',
      fromEmail: 'ana@example.com',
      phone: null,
      interest: 'official',
      message: 'Hola<br>una propuesta',
      website: null,
      submissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    await act(async () => pending[0]!.resolve({ collaborate: { ok: true, response: 'Gracias por tu interés.' } }));
    expect(await within(screen.getByRole('status')).findByText('Gracias por tu interés.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: new RegExp(sponsors.form['company']!) })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Patrocinador oficial' })).not.toBeChecked();
  });

  it('shows the API’s refusal, keeps the id for a retry, and says so when the call fails', async () => {
    const user = userEvent.setup();
    const { client, calls, pending } = manualClient();
    renderPage(client);
    const submit = await screen.findByRole('button', { name: sponsors.form['submit'] });
    await fill(user);
    await user.click(submit);
    await act(async () =>
      pending[0]!.resolve({ collaborate: { ok: false, response: 'Has enviado demasiados mensajes.' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Has enviado demasiados mensajes.');
    expect(screen.getByRole('textbox', { name: new RegExp(sponsors.form['company']!) })).toHaveValue('Bodegas Ejemplo');
    await user.click(screen.getByRole('button', { name: sponsors.form['submit'] }));
    await act(async () => pending[1]!.reject(new Error('network')));
    expect(await screen.findByRole('alert')).toHaveTextContent(forms['outcome']!['failed']!);
    expect(calls[1]?.['submissionId']).toBe(calls[0]?.['submissionId']);
  });
});
