import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearForm, collectFormData } from './form-data';

function formFrom(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('collectFormData', () => {
  it('trims text, records checkboxes as booleans and ignores submit and button inputs', () => {
    const form = formFrom(`
      <input name="fromName" value="  Ana  ">
      <input type="email" name="fromEmail" value=" ana@example.com\n">
      <textarea name="message">  Hola\nqué tal  </textarea>
      <input type="checkbox" name="privacy" checked>
      <input type="checkbox" name="newsletter">
      <input type="submit" name="go" value="Enviar">
      <input type="button" name="other" value="Otro">
      <input type="reset" name="again">
      <input type="image" name="pic" alt="x">
      <button name="b" value="x">Botón</button>
    `);
    expect(collectFormData(form)).toEqual({
      fromName: 'Ana',
      fromEmail: 'ana@example.com',
      message: 'Hola\nqué tal',
      privacy: true,
      newsletter: false,
    });
  });

  it('names a field by its name, else its id, else its position', () => {
    const form = formFrom(`
      <input name="named" id="ignored" value="1">
      <input id="byId" value="2">
      <input value="3">
      <input type="submit" value="send">
      <textarea>4</textarea>
    `);
    expect(collectFormData(form)).toEqual({ named: '1', byId: '2', field2: '3', field4: '4' });
  });

  it('records a radio group as its checked value, or empty when none is checked', () => {
    const form = formFrom(`
      <input type="radio" name="size" value="small">
      <input type="radio" name="size" value="large" checked>
      <input type="radio" name="size" value="medium">
      <input type="radio" name="colour" value="red">
    `);
    expect(collectFormData(form)).toEqual({ size: 'large', colour: '' });
  });

  it('keeps passwords exactly as typed', () => {
    const form = formFrom('<input type="password" name="password" value="  secret  ">');
    expect(collectFormData(form)).toEqual({ password: '  secret  ' });
  });

  it('records selects and multiple selects', () => {
    const form = formFrom(`
      <select name="country"><option value="">-</option><option value="ES" selected>España</option></select>
      <select name="tags" multiple><option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option></select>
    `);
    expect(collectFormData(form)).toEqual({ country: 'ES', tags: ['a', 'c'] });
  });

  it('records same-named checkboxes as the list of the ticked values', () => {
    const form = formFrom(`
      <input type="checkbox" name="interests" value="painting" checked>
      <input type="checkbox" name="interests" value="photo">
      <input type="checkbox" name="interests" value="paper" checked>
    `);
    expect(collectFormData(form)).toEqual({ interests: ['painting', 'paper'] });
  });

  it('records a file input as its file, or null', () => {
    const form = formFrom('<input type="file" name="cv"><input type="file" name="images" multiple>');
    const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const cv = form.elements.namedItem('cv') as HTMLInputElement;
    Object.defineProperty(cv, 'files', { value: [file] });
    expect(collectFormData(form)).toEqual({ cv: file, images: [] });
  });

  it('leaves disabled controls out, like a browser submitting the form', () => {
    const form = formFrom(`
      <input name="a" value="1" disabled>
      <fieldset disabled><input name="b" value="2"></fieldset>
      <input name="c" value="3">
    `);
    expect(collectFormData(form)).toEqual({ c: '3' });
  });

  it('keeps hostile names as plain own keys and hostile values as plain text', () => {
    const form = formFrom(`
      <input name="__proto__" value="polluted">
      <input name="constructor" value="x">
      <input name="comment" value="<script>alert(1)</script>">
      <input name="q" value="' OR 1=1 --">
    `);
    const data = collectFormData(form);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__', 'constructor', 'comment', 'q']);
    expect(data.comment).toBe('<script>alert(1)</script>');
    expect(data.q).toBe("' OR 1=1 --");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a huge value whole', () => {
    const form = formFrom('<textarea name="message"></textarea>');
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = ` ${'x'.repeat(100_000)} `;
    expect((collectFormData(form).message as string).length).toBe(100_000);
  });

  it('gives an empty object for an empty form', () => {
    expect(collectFormData(formFrom(''))).toEqual({});
  });
});

describe('clearForm', () => {
  it('empties text and unticks checkboxes and radios, leaving hidden inputs and selects', () => {
    const form = formFrom(`
      <input name="name" value="Ana">
      <input type="email" name="email" value="ana@example.com">
      <input type="password" name="password" value="secret">
      <input type="number" name="age" value="30">
      <textarea name="message">Hola</textarea>
      <input type="checkbox" name="privacy" checked>
      <input type="radio" name="size" value="s" checked>
      <input type="hidden" name="token" value="abc">
      <select name="country"><option value="ES" selected>España</option><option value="FR">Francia</option></select>
      <input type="submit" name="go" value="Enviar">
    `);
    clearForm(form);
    expect(collectFormData(form)).toEqual({
      name: '',
      email: '',
      password: '',
      age: '',
      message: '',
      privacy: false,
      size: '',
      token: 'abc',
      country: 'ES',
    });
    expect((form.elements.namedItem('go') as HTMLInputElement).value).toBe('Enviar');
  });

  it('tells listeners, so controlled React fields follow', async () => {
    function Controlled() {
      const [name, setName] = useState('');
      const [agreed, setAgreed] = useState(false);
      return (
        <form aria-label="f">
          <label>
            Nombre <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <label>
            Acepto <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          </label>
          <output>{`${name}|${String(agreed)}`}</output>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByLabelText('Acepto'));
    expect(screen.getByRole('status')).toHaveTextContent('Ana|true');
    act(() => clearForm(screen.getByRole('form') as HTMLFormElement));
    expect(screen.getByRole('status')).toHaveTextContent('|false');
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Acepto')).not.toBeChecked();
  });
});
