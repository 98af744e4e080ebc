import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AgreeCheckbox } from './AgreeCheckbox';
import { Button, SubmitButton } from './Buttons';
import { Checkbox } from './Checkbox';
import { FIELD_TYPES, Field } from './Field';
import { FileField } from './FileField';
import { FormTextProvider, type Translate } from './FormText';
import { Radio, RadioGroup } from './Radio';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { contactPageForm, signUpForm } from '@art/model';
import { PASS, fail, type ValidationRule } from './rules';
import { schemaRule } from './schema-fields';

// Rules of the forms' schemas (`@art/model`), and one for a file, which no schema has yet.
const required = schemaRule(contactPageForm, 'fromName');
const email = schemaRule(contactPageForm, 'fromEmail');
const accepted = schemaRule(contactPageForm, 'privacy');
const password = schemaRule(signUpForm, 'password');
const fileRequired: ValidationRule = (value) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? fail('requerido')
    : PASS;

/** Shows keys, with the count when there is one, so tests read the message keys. */
const t: Translate = (key, options) => (options && 'count' in options ? `${key}(${String(options.count)})` : key);

describe('TextField', () => {
  it('binds its label to the input', () => {
    render(<TextField name="fromName" label="Nombre" t={t} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('name', 'fromName');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('shows an asterisk and marks the input aria-required when mandatory', () => {
    render(<TextField label="Nombre" mandatory t={t} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input.closest('div')?.querySelector('label')).toHaveTextContent('Nombre*');
  });

  it('renders the specification types text, email, promo and number', () => {
    const { rerender } = render(<TextField type="email" label="Correo" />);
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
    rerender(<TextField type="promo" label="Código" />);
    expect(screen.getByLabelText('Código')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Código')).toHaveAttribute('data-type', 'promo');
    rerender(<TextField type="number" label="Edad" />);
    expect(screen.getByRole('spinbutton', { name: 'Edad' })).toBeInTheDocument();
  });

  it('runs its rules on blur with validateOnBlur and shows the first failure under the field', async () => {
    const user = userEvent.setup();
    render(<TextField label="Correo" t={t} validationRules={[email]} validateOnBlur />);
    const input = screen.getByLabelText('Correo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('requerido');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('requerido');

    await user.type(input, 'ana@');
    // While a message shows, each change checks again.
    expect(screen.getByRole('alert')).toHaveTextContent('formatoEmail');
    await user.type(input, 'example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('does not check on blur without validateOnBlur', async () => {
    const user = userEvent.setup();
    render(<TextField label="Nombre" validationRules={[required]} />);
    await user.click(screen.getByLabelText('Nombre'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes message options to the translate function', async () => {
    const user = userEvent.setup();
    render(<TextField label="Clave" t={t} validationRules={[password]} validateOnBlur />);
    await user.type(screen.getByLabelText('Clave'), 'abc');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('forms:errors.tooShort(8)');
  });

  it('shows the message a form gives, keeping the describedby the app sets', () => {
    render(<TextField label="Nombre" error="requerido" aria-describedby="hint" t={t} />);
    expect(screen.getByLabelText('Nombre')).toHaveAttribute(
      'aria-describedby',
      expect.stringMatching(/^hint \S+-error$/),
    );
  });

  it('takes its texts from FormTextProvider', () => {
    render(
      <FormTextProvider t={(key) => (key === 'requerido' ? 'Este campo es obligatorio.' : key)}>
        <TextField label="Nombre" error="requerido" />
      </FormTextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
  });

  it('shows hostile text as text', () => {
    render(<TextField label="Nombre" defaultValue={'<img src=x onerror="alert(1)">'} error="<b>x</b>" t={t} />);
    expect(screen.getByLabelText('Nombre')).toHaveValue('<img src=x onerror="alert(1)">');
    expect(screen.getByRole('alert')).toHaveTextContent('<b>x</b>');
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('takes half the row with half', () => {
    render(<TextField label="Nombre" half design="dark" />);
    const frame = screen.getByLabelText('Nombre').parentElement;
    expect(frame).toHaveAttribute('data-design', 'dark');
    const plain = render(<TextField label="Otro" />);
    expect(frame?.className).not.toBe(plain.getByLabelText('Otro').parentElement?.className);
  });
});

describe('TextArea', () => {
  it('is a labelled, mandatory textarea with blur validation', async () => {
    const user = userEvent.setup();
    render(<TextArea name="message" label="Mensaje" mandatory validationRules={[required]} validateOnBlur t={t} />);
    const textarea = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    await user.click(textarea);
    await user.tab();
    expect(textarea).toHaveAccessibleDescription('requerido');
  });
});

describe('Checkbox', () => {
  it('has its label beside it, an asterisk when mandatory, and checks on blur', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox
        name="privacy"
        label="Acepto la privacidad"
        mandatory
        validationRules={[accepted]}
        validateOnBlur
        t={t}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Acepto la privacidad' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box.parentElement).toHaveTextContent('Acepto la privacidad*');
    await user.tab();
    await user.tab();
    expect(box).toHaveAccessibleDescription('necesario_aceptar');
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours checked and defaultChecked', () => {
    render(
      <>
        <Checkbox label="A" defaultChecked />
        <Checkbox label="B" checked={false} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('A')).toBeChecked();
    expect(screen.getByLabelText('B')).not.toBeChecked();
  });
});

describe('AgreeCheckbox', () => {
  it("reads 'acepto los terminos y condiciones' and links to the terms page in a new tab", async () => {
    const user = userEvent.setup();
    const translate: Translate = (key) =>
      ({
        'acepto los terminos y condiciones': 'Acepto los términos y condiciones',
        'forms:agree.readTerms': 'Leer los términos y condiciones',
        'forms:newTab': '(se abre en una pestaña nueva)',
      })[key] ?? key;
    render(<AgreeCheckbox name="terms" termsHref="/es/terminos-y-condiciones" mandatory t={translate} />);
    const box = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    const link = screen.getByRole('link', { name: 'Leer los términos y condiciones (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', '/es/terminos-y-condiciones');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // The link sits outside the label: following it does not tick the box.
    expect(link.closest('label')).toBeNull();
    await user.click(screen.getByText('Acepto los términos y condiciones'));
    expect(box).toBeChecked();
  });

  it('uses the common key without a translation', () => {
    render(<AgreeCheckbox termsHref="/en/terms-and-conditions" />);
    expect(screen.getByRole('checkbox', { name: 'acepto los terminos y condiciones' })).toBeInTheDocument();
  });
});

describe('Radio and RadioGroup', () => {
  it('renders a labelled radio', () => {
    render(<Radio name="size" value="s" label="Pequeño" defaultChecked />);
    expect(screen.getByRole('radio', { name: 'Pequeño' })).toBeChecked();
  });

  it('groups radios under a legend, checks on leaving the group, and clears the message once chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(
      <>
        <RadioGroup
          name="shipping"
          label="Envío"
          mandatory
          options={[
            { value: 'home', label: 'A domicilio' },
            { value: 'pickup', label: 'Recogida en la feria' },
          ]}
          validationRules={[required]}
          validateOnBlur
          onValueChange={onValueChange}
          t={t}
        />
        <button type="button">después</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Envío' });
    expect(group).toHaveAttribute('aria-required', 'true');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'A domicilio' })).toHaveFocus();
    await user.tab();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('requerido');
    await user.click(screen.getByRole('radio', { name: 'Recogida en la feria' }));
    expect(onValueChange).toHaveBeenLastCalledWith('pickup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FileField', () => {
  it('offers the accepted types and checks a missing file on blur', async () => {
    const user = userEvent.setup();
    render(
      <FileField
        name="cv"
        label="Currículum"
        accept=".pdf"
        mandatory
        validationRules={[fileRequired]}
        validateOnBlur
        t={t}
      />,
    );
    const input = screen.getByLabelText(/^Currículum/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf');
    input.focus();
    await user.tab();
    expect(input).toHaveAccessibleDescription('requerido');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SubmitButton and Button', () => {
  it('submits, with an arrow in the submitArrow design, and a translated default text', () => {
    render(
      <>
        <SubmitButton t={t} />
        <SubmitButton design="submitArrow" label="Suscribirme" />
      </>,
    );
    const send = screen.getByRole('button', { name: 'forms:actions.send' });
    expect(send).toHaveAttribute('type', 'submit');
    expect(send.querySelector('svg')).toBeNull();
    const arrow = screen.getByRole('button', { name: 'Suscribirme' });
    expect(arrow).toHaveAttribute('data-design', 'submitArrow');
    expect(arrow.querySelector('svg[data-icon="arrow"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says it is sending and does not submit while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy t={t} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'forms:status.sending' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits for the script when the form is sent by script only: disabled in the server markup, enabled once interactive', () => {
    const html = renderToString(<SubmitButton requiresScript label="Entrar" t={t} />);
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(renderToString(<SubmitButton label="Enviar" t={t} />)).not.toContain('disabled');
    render(<SubmitButton requiresScript label="Entrar" t={t} />);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('gives a plain button that never submits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button label="Copiar la dirección" onClick={onClick} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Copiar la dirección' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('knows the specification 15 types', () => {
    expect(FIELD_TYPES).toHaveLength(15);
  });

  it('renders the component of each type', () => {
    render(
      <form aria-label="all">
        <Field type="text" label="Texto" />
        <Field type="email" label="Correo" />
        <Field type="promo" label="Código" />
        <Field type="number" label="Número" />
        <Field type="search" label="Búsqueda" />
        <Field type="file" label="Archivo" accept="image/*" />
        <Field type="password" label="Contraseña" />
        <Field type="checkbox" label="Casilla" />
        <Field type="radio" label="Opción" />
        <Field type="agree" termsHref="/es/terminos-y-condiciones" />
        <Field type="textarea" label="Mensaje" />
        <Field type="select" label="País" options={[{ value: 'ES', label: 'España' }]} />
        <Field type="button" label="Botón" />
        <Field type="submit" label="Enviar" />
        <Field type="submitArrow" label="Seguir" />
      </form>,
    );
    expect(screen.getByLabelText('Texto')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Correo')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Código')).toHaveAttribute('data-type', 'promo');
    expect(screen.getByLabelText('Número')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('searchbox', { name: 'Búsqueda' })).toBeInTheDocument();
    expect(screen.getByLabelText('Archivo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Casilla' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Opción' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'acepto los terminos y condiciones' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: /País/ })).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByRole('button', { name: 'Botón' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('data-design', 'submit');
    expect(screen.getByRole('button', { name: 'Seguir' })).toHaveAttribute('data-design', 'submitArrow');
  });

  it('renders nothing for an unknown type coming from untyped data', () => {
    const props = JSON.parse('{"type":"<script>","label":"x"}') as Parameters<typeof Field>[0];
    const { container } = render(<Field {...props} />);
    expect(container).toBeEmptyDOMElement();
  });
});
