import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Select, TYPEAHEAD_RESET_MS, type SelectOption } from './Select';
import { contactPageForm } from '@art/model';
import { schemaRule } from './schema-fields';

const required = schemaRule(contactPageForm, 'fromName');
import type { Translate } from './FormText';

const t: Translate = (key) => (key === 'forms:select.placeholder' ? 'Elige una opción' : key);

const COUNTRIES: SelectOption[] = [
  { value: 'ES', label: 'España' },
  { value: 'FR', label: 'Francia' },
  { value: 'IT', label: 'Italia', disabled: true },
  { value: 'PT', label: 'Portugal' },
  { value: 'AT', label: 'Österreich' },
];

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <form aria-label="f">
      <Select name="country" label="País" options={COUNTRIES} onChange={onChange} t={t} {...props} />
      <button type="button">después</button>
    </form>,
  );
  const button = screen.getByRole('button', { name: /^País/ });
  const listbox = () => screen.queryByRole('listbox');
  return { user, onChange, button, listbox };
}

describe('Select', () => {
  it('starts folded, showing the placeholder, with its label naming the button', () => {
    const { button, listbox } = setup();
    expect(button).toHaveAccessibleName('País Elige una opción');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-state', 'folded');
    expect(listbox()).not.toBeInTheDocument();
  });

  it('opens on click, and calls onChange only when the chosen option differs from the active one', async () => {
    const { user, onChange, button, listbox } = setup({ defaultValue: 'ES' });
    expect(button).toHaveTextContent('España');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('data-state', 'open');
    const list = listbox() as HTMLElement;
    expect(list).toHaveFocus();
    expect(within(list).getByRole('option', { name: 'España' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(list).getByRole('option', { name: 'España' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(listbox()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Francia' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('FR', COUNTRIES[1]);
    expect(button).toHaveTextContent('Francia');

    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Francia' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a list opened under a resting pointer keeps the option the keys reached; a moving pointer takes it', async () => {
    const { user, button, listbox } = setup({ defaultValue: 'ES' });
    await user.click(button);
    const list = listbox() as HTMLElement;
    const option = (name: string) => within(list).getByRole('option', { name });
    const active = () => list.querySelector('[data-active]')?.textContent;
    expect(active()).toBe('España');
    // The hover changes without a move when the list opens (or the page scrolls) under the pointer.
    fireEvent.mouseEnter(option('Francia'));
    fireEvent.mouseOver(option('Francia'));
    expect(active()).toBe('España');
    fireEvent.mouseMove(option('Francia'));
    expect(active()).toBe('Francia');
  });

  it('folds back when the button is clicked again, without choosing', async () => {
    const { user, onChange, button, listbox } = setup();
    await user.click(button);
    await user.click(button);
    expect(listbox()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('finds an option by the letters typed in quick succession, not letter by letter', async () => {
    const countries: SelectOption[] = [
      { value: 'IS', label: 'Iceland' },
      { value: 'NL', label: 'Netherlands' },
      { value: 'GB', label: 'United Kingdom' },
      { value: 'US', label: 'United States' },
      { value: 'UY', label: 'Uruguay' },
    ];
    const { user, button, listbox } = setup({ options: countries });
    await user.click(button);
    const list = listbox() as HTMLElement;
    const active = () => list.getAttribute('aria-activedescendant');
    // "Uni": U reaches United Kingdom, "un" and "uni" keep it (before, n jumped to Netherlands and i to Iceland).
    await user.keyboard('Uni');
    expect(active()).toBe(screen.getByRole('option', { name: 'United Kingdom' }).id);
    await user.keyboard('ted s');
    expect(active()).toBe(screen.getByRole('option', { name: 'United States' }).id);
    // One letter repeated steps through the options starting with it.
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('u');
    expect(active()).toBe(screen.getByRole('option', { name: 'Uruguay' }).id);
    await user.keyboard('u');
    expect(active()).toBe(screen.getByRole('option', { name: 'United Kingdom' }).id);
  });

  it('is used with the keyboard: arrows, Home, End, a letter, Enter, Escape', async () => {
    const { user, onChange, button, listbox } = setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const list = listbox() as HTMLElement;
    const active = () => list.getAttribute('aria-activedescendant');
    const optionId = (name: string) => screen.getByRole('option', { name }).id;
    expect(active()).toBe(optionId('España'));

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(optionId('Francia'));
    // Italia is disabled: skipped.
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(optionId('Portugal'));
    await user.keyboard('{End}');
    expect(active()).toBe(optionId('Österreich'));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(optionId('Österreich'));
    await user.keyboard('{Home}');
    expect(active()).toBe(optionId('España'));
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(optionId('España'));
    // Letters find options, accents aside; after a pause a letter starts a new word.
    await user.keyboard('o');
    expect(active()).toBe(optionId('Österreich'));
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('p');
    expect(active()).toBe(optionId('Portugal'));

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('PT', COUNTRIES[3]);
    expect(listbox()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('listbox').getAttribute('aria-activedescendant')).toBe(optionId('Portugal'));
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.keyboard(' ');
    expect(listbox()).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ }');
    expect(onChange).toHaveBeenLastCalledWith('FR', COUNTRIES[1]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not choose a disabled option', async () => {
    const { user, onChange, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Italia' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { name: 'Italia' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('folds when the focus leaves it, and checks its rules then', async () => {
    const { user, button, listbox } = setup({ mandatory: true, validationRules: [required], validateOnBlur: true });
    expect(screen.getByText('País').parentElement).toHaveTextContent('País*');
    await user.click(button);
    expect(listbox()).toHaveAttribute('aria-required', 'true');
    await user.tab();
    expect(listbox()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('requerido');
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'España' }));
    expect(button).not.toHaveAttribute('aria-invalid');
  });

  it('submits its value through a hidden input named after it', async () => {
    const { user, button } = setup();
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(new FormData(form).get('country')).toBe('');
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Portugal' }));
    expect(new FormData(form).get('country')).toBe('PT');
  });

  it('follows a value the parent owns', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Select label="País" options={COUNTRIES} value="ES" onChange={onChange} t={t} />);
    await user.click(screen.getByRole('button', { name: /^País/ }));
    await user.click(screen.getByRole('option', { name: 'Francia' }));
    expect(onChange).toHaveBeenCalledWith('FR', COUNTRIES[1]);
    // Until the parent changes it, the value stays.
    expect(screen.getByRole('button', { name: /^País/ })).toHaveTextContent('España');
    rerender(<Select label="País" options={COUNTRIES} value="FR" onChange={onChange} t={t} />);
    expect(screen.getByRole('button', { name: /^País/ })).toHaveTextContent('Francia');
  });

  it('renders a native select on the server, so the form works without JavaScript', () => {
    const html = renderToString(<Select name="country" label="País" options={COUNTRIES} defaultValue="FR" t={t} />);
    document.body.innerHTML = html;
    const select = screen.getByRole('combobox', { name: 'País' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('name', 'country');
    expect(select).toHaveValue('FR');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una opción', 'España', 'Francia', 'Italia', 'Portugal', 'Österreich']);
    document.body.innerHTML = '';
  });

  it('shows option labels as text, never as markup', async () => {
    const user = userEvent.setup();
    render(<Select label="Etiqueta" options={[{ value: 'x', label: '<img src=x onerror=alert(1)>' }]} t={t} />);
    await user.click(screen.getByRole('button', { name: /^Etiqueta/ }));
    expect(screen.getByRole('option', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
