import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CountryField, matchingOptions } from './CountryField';
import type { SelectOption } from './Select';
import type { Translate } from './FormText';

const t: Translate = (key, options) =>
  key === 'forms:select.noMatches' ? `Ninguna coincide con «${String(options?.['text'])}»` : key;

/** Some countries as the API names them in Spanish, in its order. */
const ES: SelectOption[] = [
  { value: 'DE', label: 'Alemania' },
  { value: 'AE', label: 'Emiratos Árabes Unidos' },
  { value: 'ES', label: 'España' },
  { value: 'US', label: 'Estados Unidos' },
  { value: 'FR', label: 'Francia' },
  { value: 'IS', label: 'Islandia' },
  { value: 'GB', label: 'Reino Unido' },
  { value: 'UY', label: 'Uruguay' },
];
const EN: SelectOption[] = [
  { value: 'IS', label: 'Iceland' },
  { value: 'ES', label: 'Spain' },
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'UY', label: 'Uruguay' },
];

const names = (options: SelectOption[]) => options.map((option) => option.label);

describe('matchingOptions', () => {
  it('matches names as typed, accents and case aside: starts first, then a word that starts, then inside', () => {
    expect(names(matchingOptions(ES, 'espa'))).toEqual(['España']);
    expect(names(matchingOptions(ES, 'ESPAÑ'))).toEqual(['España']);
    expect(names(matchingOptions(ES, 'uni'))).toEqual(['Emiratos Árabes Unidos', 'Estados Unidos', 'Reino Unido']);
    expect(names(matchingOptions(ES, 'ara'))).toEqual(['Emiratos Árabes Unidos']);
    expect(names(matchingOptions(EN, 'Uni'))).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(names(matchingOptions(EN, 'land'))).toEqual(['Iceland']);
    expect(matchingOptions(EN, '  ')).toHaveLength(EN.length);
    expect(matchingOptions(EN, 'zz')).toEqual([]);
    expect(matchingOptions(EN, '(.*')).toEqual([]);
  });
});

function Harness(props: { options?: SelectOption[]; initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <form aria-label="f">
      <CountryField
        id="country"
        name="countryCode"
        label="País"
        mandatory
        options={props.options ?? ES}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        t={t}
      />
      <button type="button">después</button>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} {...props} />);
  const field = screen.getByRole('combobox', { name: /^País/ });
  const hidden = () => (document.querySelector('input[name="countryCode"]') as HTMLInputElement).value;
  const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
  return { user, onChange, field, hidden, options };
}

describe('CountryField', () => {
  it('narrows the list to what is typed and chooses the first match with Enter ("Uni" is not Iceland)', async () => {
    const { user, field, hidden, options, onChange } = setup({ options: EN, initial: 'ES' });
    expect(field).toHaveValue('Spain');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await user.clear(field);
    await user.type(field, 'Uni');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    const listbox = screen.getByRole('listbox');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'United Arab Emirates' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'United Kingdom' }).id,
    );
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('United Kingdom');
    expect(hidden()).toBe('GB');
    expect(onChange).toHaveBeenLastCalledWith('GB');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it('a list opened or scrolled under a resting pointer keeps the option the keys reached; a moving pointer takes it', async () => {
    const { user, field } = setup({ options: EN, initial: 'ES' });
    await user.clear(field);
    await user.type(field, 'Uni');
    const listbox = screen.getByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    // The browser changes what is hovered without a move when the page scrolls under the pointer.
    fireEvent.mouseEnter(option('United States'));
    fireEvent.mouseOver(option('United States'));
    expect(field).toHaveAttribute('aria-activedescendant', option('United Arab Emirates').id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', option('United Kingdom').id);
    fireEvent.mouseMove(option('United States'));
    expect(field).toHaveAttribute('aria-activedescendant', option('United States').id);
  });

  it('finds "España" from "espa", accents aside, and takes the only match when the focus leaves', async () => {
    const { user, field, hidden } = setup();
    await user.type(field, 'espa');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['España']);
    await user.tab();
    expect(field).toHaveValue('España');
    expect(hidden()).toBe('ES');
  });

  it('chooses a name typed in full at once, and puts the chosen name back for a text that is no country', async () => {
    const { user, field, hidden, onChange } = setup({ initial: 'FR' });
    await user.clear(field);
    await user.type(field, 'islandia');
    expect(hidden()).toBe('IS');
    expect(onChange).toHaveBeenLastCalledWith('IS');
    await user.type(field, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna coincide con «islandiax»');
    await user.tab();
    expect(field).toHaveValue('Islandia');
    // Escape closes the list and puts back the chosen name.
    await user.clear(field);
    await user.type(field, 'uni');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Islandia');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(hidden()).toBe('IS');
  });

  it('opens the whole list with ArrowDown at the chosen country, and a click chooses', async () => {
    const { user, field, hidden } = setup({ initial: 'FR' });
    field.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(ES.length);
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Francia' }).id);
    await user.click(screen.getByRole('option', { name: 'Uruguay' }));
    expect(hidden()).toBe('UY');
    expect(field).toHaveValue('Uruguay');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
  });

  it('renders a native select on the server, so the form works without JavaScript', () => {
    const html = renderToString(
      <CountryField name="countryCode" label="País" options={ES} value="ES" t={t} mandatory />,
    );
    expect(html).toMatch(/<select[^>]*name="countryCode"/);
    expect(html).toMatch(/<option value="ES" selected="">España<\/option>/);
  });
});
