import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Checkbox } from './Checkbox';
import { SubmitButton } from './Buttons';
import { contactPageForm } from '@art/model';
import { toContactMessage, type ContactMessage } from './contact';
import { FormTextProvider, type Translate } from './FormText';
import { RadioGroup } from './Radio';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import type { FieldDefinition, FormValues } from './rules';
import { schemaFields, schemaRule } from './schema-fields';

const required = schemaRule(contactPageForm, 'fromName');
import { useForm, type UseFormOptions } from './use-form';

const t: Translate = (key) => key;

/** The footer contact form as an app builds it with the kit. */
function FooterContact(props: { send: (message: ContactMessage) => unknown } & Partial<UseFormOptions>) {
  const { send, ...options } = props;
  const form = useForm({
    fields: schemaFields(contactPageForm),
    onSubmit: (data) => send(toContactMessage(data)),
    method: 'post',
    action: '/es/contacto',
    ...options,
  });
  return (
    <FormTextProvider t={t}>
      <form aria-label="Escríbenos" {...form.formProps}>
        <TextField label="Nombre" mandatory {...form.field('fromName')} />
        <TextField type="email" label="Correo electrónico" mandatory {...form.field('fromEmail')} />
        <TextArea label="Mensaje" mandatory {...form.field('message')} />
        <Checkbox label="Acepto la política de privacidad" mandatory {...form.field('privacy')} />
        <SubmitButton label="Enviar" busy={form.status === 'sending'} />
        <p data-testid="status">{form.status}</p>
        <button type="button" onClick={form.reset}>
          Otro mensaje
        </button>
      </form>
    </FormTextProvider>
  );
}

function setup(send: (message: ContactMessage) => unknown = jest.fn(), options: Partial<UseFormOptions> = {}) {
  const user = userEvent.setup();
  render(<FooterContact send={send} {...options} />);
  return {
    user,
    send,
    name: screen.getByRole('textbox', { name: 'Nombre' }),
    email: screen.getByRole('textbox', { name: 'Correo electrónico' }),
    message: screen.getByRole('textbox', { name: 'Mensaje' }),
    privacy: screen.getByRole('checkbox', { name: 'Acepto la política de privacidad' }),
    submit: () => user.click(screen.getByRole('button', { name: 'Enviar' })),
    status: () => screen.getByTestId('status').textContent,
  };
}

describe('useForm with the footer contact form', () => {
  it('checks in the specification order, shows the message under the field and focuses it', async () => {
    const send = jest.fn();
    const { user, name, email, message, privacy, submit } = setup(send);

    await submit();
    expect(name).toHaveAccessibleDescription('requerido');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    // Every failing field shows its message; the first one has the focus.
    expect(email).toHaveAccessibleDescription('requerido');
    expect(message).toHaveAccessibleDescription('requerido');
    expect(privacy).toHaveAccessibleDescription('necesario_aceptar');
    expect(screen.getAllByRole('alert')).toHaveLength(4);

    await user.type(name, '  Ana García ');
    expect(name).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(email).toHaveAccessibleDescription('requerido');
    expect(email).toHaveFocus();

    await user.type(email, 'ana@example');
    await submit();
    expect(email).toHaveAccessibleDescription('formatoEmail');
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, 'ana@example.com ');
    await submit();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAccessibleDescription('requerido');
    expect(message).toHaveFocus();

    await user.type(message, '   ');
    await submit();
    expect(message).toHaveAccessibleDescription('requerido');

    await user.type(message, 'Hola,{Enter}¿tenéis <b>obra</b> de Miró?');
    await submit();
    expect(privacy).toHaveAccessibleDescription('necesario_aceptar');
    expect(privacy).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.click(privacy);
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      fromName: 'Ana García',
      fromEmail: 'ana@example.com',
      message: 'Hola,<br>¿tenéis &lt;b&gt;obra&lt;/b&gt; de Miró?',
    });
  });

  async function fillIn(parts: ReturnType<typeof setup>) {
    await parts.user.type(parts.name, 'Ana');
    await parts.user.type(parts.email, 'ana@example.com');
    await parts.user.type(parts.message, 'Hola');
    await parts.user.click(parts.privacy);
  }

  it('goes editing → sending → sent, ignoring a second submit while sending', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const parts = setup(send);
    expect(parts.status()).toBe('editing');
    await fillIn(parts);
    await parts.submit();
    expect(parts.status()).toBe('sending');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'forms:status.sending' })).toHaveAttribute('aria-disabled', 'true');
    screen.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(send).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await waitFor(() => expect(parts.status()).toBe('sent'));
  });

  it('ends in error when sending fails or answers false, and can be sent again', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(undefined);
    const parts = setup(send);
    await fillIn(parts);
    await parts.submit();
    await waitFor(() => expect(parts.status()).toBe('error'));
    await parts.submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(parts.status()).toBe('error');
    await parts.submit();
    await waitFor(() => expect(parts.status()).toBe('sent'));
  });

  it('reset empties text, unticks boxes, removes the messages and goes back to editing', async () => {
    const parts = setup(jest.fn());
    await parts.user.type(parts.name, 'Ana');
    await parts.submit();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await parts.user.type(parts.email, 'ana@example.com');
    await parts.user.type(parts.message, 'Hola');
    await parts.user.click(parts.privacy);
    await parts.submit();
    await waitFor(() => expect(parts.status()).toBe('sent'));

    await parts.user.click(screen.getByRole('button', { name: 'Otro mensaje' }));
    expect(parts.status()).toBe('editing');
    expect(parts.name).toHaveValue('');
    expect(parts.email).toHaveValue('');
    expect(parts.message).toHaveValue('');
    expect(parts.privacy).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears its messages on reset while they show', async () => {
    const parts = setup(jest.fn());
    await parts.user.type(parts.name, 'Ana');
    await parts.user.type(parts.email, 'bad');
    await parts.submit();
    expect(parts.email).toHaveAccessibleDescription('formatoEmail');
    await parts.user.click(screen.getByRole('button', { name: 'Otro mensaje' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(parts.name).toHaveValue('');
  });

  it('shows only the first failure with reportAll: false', async () => {
    const parts = setup(jest.fn(), { reportAll: false });
    await parts.submit();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(parts.name).toHaveAccessibleDescription('requerido');
    expect(parts.email).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a real method and action, so the browser posts it without JavaScript', () => {
    const html = renderToString(<FooterContact send={jest.fn()} />);
    document.body.innerHTML = html;
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/es/contacto');
    expect(
      form.querySelectorAll('[name="fromName"], [name="fromEmail"], [name="message"], [name="privacy"]'),
    ).toHaveLength(4);
    document.body.innerHTML = '';
  });

  it('handles hostile input as plain text', async () => {
    const send = jest.fn();
    const parts = setup(send);
    await parts.user.type(parts.name, '<script>alert(1)</script>');
    await parts.user.type(parts.email, 'ana@example.com');
    await parts.user.type(parts.message, "<img src=x onerror=alert(1)>{Enter}' OR 1=1 --");
    await parts.user.click(parts.privacy);
    await parts.submit();
    // The name is refused as the API would refuse it (one schema); the message may hold anything, sent escaped.
    expect(send).not.toHaveBeenCalled();
    expect(parts.name).toHaveAccessibleDescription('forms:errors.noMarkup');
    await parts.user.clear(parts.name);
    await parts.user.type(parts.name, "O'Brien & Sons; DROP TABLE users");
    await parts.submit();
    expect(send).toHaveBeenCalledWith({
      fromName: "O'Brien & Sons; DROP TABLE users",
      fromEmail: 'ana@example.com',
      message: '&lt;img src=x onerror=alert(1)&gt;<br>&#39; OR 1=1 --',
    });
  });
});

describe('useForm with other fields', () => {
  function Generic(props: { fields?: readonly FieldDefinition[]; onSubmit: (data: FormValues) => unknown }) {
    const form = useForm({ fields: props.fields, onSubmit: props.onSubmit });
    return (
      <form aria-label="g" {...form.formProps}>
        <TextField label="Libre" {...form.field('free')} />
        <Select label="País" options={[{ value: 'ES', label: 'España' }]} {...form.field('country')} t={t} />
        <RadioGroup
          label="Envío"
          options={[{ value: 'home', label: 'A domicilio' }]}
          {...form.field('shipping')}
          t={t}
        />
        <button type="submit">Enviar</button>
      </form>
    );
  }

  it('accepts everything without fields (the generic check) and hands the collected data', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Generic onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Libre'), '  x  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ free: 'x', country: '', shipping: '' });
  });

  it('focuses a failing select by its button and a failing radio group by its first radio', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { rerender } = render(<Generic onSubmit={onSubmit} fields={[{ name: 'country', rules: [required] }]} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: /^País/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^País/ })).toHaveAccessibleDescription('requerido');

    rerender(<Generic onSubmit={onSubmit} fields={[{ name: 'shipping', rules: [required] }]} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('radio', { name: 'A domicilio' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs a field rules on blur when its definition asks for it, and the form keeps the result', async () => {
    const user = userEvent.setup();
    render(<Generic onSubmit={jest.fn()} fields={[{ name: 'free', rules: [required], validateOnBlur: true }]} />);
    await user.click(screen.getByLabelText('Libre'));
    await user.tab();
    expect(screen.getByLabelText('Libre')).toHaveAccessibleDescription('requerido');
  });
});
