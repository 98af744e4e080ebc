import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { signUpForm } from '@art/model';
import { schemaRule } from './schema-fields';

const password = schemaRule(signUpForm, 'password');
import type { Translate } from './FormText';

const texts: Record<string, string> = {
  'forms:password.show': 'Mostrar la contraseña',
  'forms:password.hide': 'Ocultar la contraseña',
};
const t: Translate = (key) => texts[key] ?? key;

describe('PasswordField', () => {
  it('toggles the characters between hidden and visible', async () => {
    const user = userEvent.setup();
    render(<PasswordField name="password" label="Contraseña" mandatory t={t} />);
    const input = screen.getByLabelText(/^Contraseña/);
    const toggle = screen.getByRole('button', { name: 'Mostrar la contraseña' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');

    await user.type(input, 's3cret');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleDescription('Ocultar la contraseña');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles from the keyboard and never submits the form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <PasswordField name="password" label="Contraseña" t={t} />
      </form>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mostrar la contraseña' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides the characters again when the form is submitted', async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <PasswordField name="password" label="Contraseña" t={t} />
        <button type="submit">Entrar</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('checks its rules on blur', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" validationRules={[password]} validateOnBlur t={t} />);
    const input = screen.getByLabelText('Contraseña');
    await user.type(input, 'short');
    await user.tab();
    expect(input).toHaveAccessibleDescription('forms:errors.tooShort');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
