/**
 * The messages' and subscribers' screens in the app, as staff, over a fake API: the list (date, kind, sender, first
 * line, handled) with every label translated in Spanish and English, the show page with the whole text as text (never
 * HTML), the button that marks a message handled (`setMessageHandled`) and the reply link; the subscribers' list and
 * its CSV link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, type RecordedCall } from '../test-fetch';
import { renderApp } from '../test-app';

const message = {
  __typename: 'AdminMessage',
  id: 'form-4',
  kind: 'work-inquiry',
  fromName: 'Ana <b>Núñez</b>',
  fromEmail: 'ana@example.com',
  phone: null,
  site: 'fair',
  lang: 'es',
  createdAt: '2025-03-02T10:00:00.000Z',
  text: '<img src=x onerror=alert(1)> ¿Está disponible?\nGracias',
  fields: [{ __typename: 'AdminMessageField', name: 'artist', value: 'Ana Muñoz' }],
  work: {
    __typename: 'AdminMessageWork',
    id: '1',
    title: 'Pintura azul',
    slug: 'pintura-azul',
    url: 'http://localhost:4200/es/obra/ana-munoz/pintura-azul',
  },
  gallery: null,
  handledAt: null,
  handledBy: null,
  replyUrl: 'mailto:ana@example.com?subject=Re%3A%20Consulta',
};
const subscriber = {
  __typename: 'AdminSubscriber',
  id: '1',
  email: 'lucia@example.com',
  name: 'Lucía Pérez',
  lang: 'es',
  status: 'confirmed',
  createdAt: '2025-01-01T10:00:00.000Z',
  confirmedAt: '2025-01-01T11:00:00.000Z',
  unsubscribedAt: null,
};

function answer(call: RecordedCall) {
  switch (operationOf(call)) {
    case 'AdminSession':
      return { adminSession: { id: 'u1', email: 'staff@x.es', fullName: 'Personal', role: 'staff' } };
    case 'AdminMessages':
      return { adminMessages: { items: [message], total: 1 } };
    case 'AdminMessage':
      return { adminMessage: message };
    case 'SetMessageHandled':
      return {
        setMessageHandled: {
          ok: true,
          errors: [],
          message: { ...message, handledAt: '2025-03-03T10:00:00.000Z', handledBy: 'staff@x.es' },
        },
      };
    case 'AdminSubscribers':
      return { adminSubscribers: { items: [subscriber], total: 1 } };
    default:
      return {};
  }
}

describe('the messages screens', () => {
  it.each([
    ['es', 'Consulta de obra', 'Pendiente'],
    ['en', 'Work inquiry', 'Waiting'],
  ] as const)('list the messages in %s', async (lang, kind, waiting) => {
    const { calls, missing } = await renderApp('#/messages', lang, answer);
    const row = (await screen.findByText('Ana <b>Núñez</b>')).closest('tr')!;
    expect(within(row).getByText(kind)).toBeInTheDocument();
    expect(within(row).getByText(waiting)).toBeInTheDocument();
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(row).getByText('<img src=x onerror=alert(1)> ¿Está disponible?')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(calls.find((c) => operationOf(c) === 'AdminMessages')!.variables).toMatchObject({
      sort: 'CREATED_AT',
      order: 'DESC',
    });
    expect(missing).toEqual([]);
  });

  it('shows a message as text and marks it handled', async () => {
    const { calls, missing } = await renderApp('#/messages/form-4/show', 'es', answer);
    expect(await screen.findByText(/¿Está disponible\?/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Ana Muñoz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pintura azul' })).toHaveAttribute(
      'href',
      'http://localhost:4200/es/obra/ana-munoz/pintura-azul',
    );
    expect(screen.getByRole('link', { name: /Responder por e-mail/ })).toHaveAttribute(
      'href',
      'mailto:ana@example.com?subject=Re%3A%20Consulta',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como atendido' }));
    await waitFor(() => expect(calls.map(operationOf)).toContain('SetMessageHandled'));
    expect(calls.find((c) => operationOf(c) === 'SetMessageHandled')!.variables).toEqual({
      id: 'form-4',
      handled: true,
    });
    expect(await screen.findByText('Mensaje marcado como atendido')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', 'español', 'Patrocinador oficial', 'Otro', 'Interés'],
    ['en', 'Spanish', 'Official sponsor', 'Other', 'Interest'],
  ] as const)(
    'names the language and the chosen values in %s, and shows what was written as written',
    async (lang, spanish, official, other, interest) => {
      const collaborate = {
        ...message,
        id: 'form-5',
        kind: 'collaborate',
        work: null,
        fields: [
          { __typename: 'AdminMessageField', name: 'company', value: 'official' },
          { __typename: 'AdminMessageField', name: 'interest', value: 'official' },
          { __typename: 'AdminMessageField', name: 'type', value: 'other' },
          { __typename: 'AdminMessageField', name: 'media', value: 'constructor' },
        ],
      };
      const { missing } = await renderApp('#/messages/form-5/show', lang, (call) =>
        operationOf(call) === 'AdminMessage' ? { adminMessage: collaborate } : answer(call),
      );
      expect(await screen.findByText(spanish)).toBeInTheDocument();
      expect(screen.queryByText(/^es$/)).toBeNull();
      const value = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(value(interest)).toBe(official);
      // A company may be called what a choice is: only the choice fields are named.
      expect(screen.getAllByText('official')).toHaveLength(1);
      expect(screen.getByText(other)).toBeInTheDocument();
      expect(screen.getByText('constructor')).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it.each([
    ['es', 'Exportar CSV', 'Confirmada'],
    ['en', 'Export CSV', 'Confirmed'],
  ] as const)('lists the subscribers with the CSV link in %s', async (lang, exportLabel, status) => {
    const { missing } = await renderApp('#/subscribers', lang, answer);
    const row = (await screen.findByText('lucia@example.com')).closest('tr')!;
    expect(within(row).getByText(status)).toBeInTheDocument();
    expect(within(row).getByText(lang === 'es' ? 'español' : 'Spanish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(exportLabel) })).toHaveAttribute(
      'href',
      '/api/admin/subscribers.csv',
    );
    expect(missing).toEqual([]);
  });
});
