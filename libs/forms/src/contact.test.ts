import { contactFormFields, toContactMessage } from './contact';
import { validateForm } from './rules';

describe('contactFormFields', () => {
  const check = (data: Record<string, string | boolean>) => validateForm(contactFormFields, data).firstInvalid;

  it('checks in the specification order, each with its message', () => {
    expect(check({})).toEqual({ name: 'fromName', message: 'requerido' });
    expect(check({ fromName: 'Ana' })).toEqual({ name: 'fromEmail', message: 'requerido' });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@' })).toEqual({ name: 'fromEmail', message: 'formatoEmail' });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: ' ' })).toEqual({ name: 'message', message: 'requerido' });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola', privacy: false })).toEqual({
      name: 'privacy',
      message: 'necesario_aceptar',
    });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola', privacy: true })).toBeNull();
  });
});

describe('toContactMessage', () => {
  it('gives the contact call trimmed strings and the message as HTML with <br>', () => {
    expect(
      toContactMessage({ fromName: ' Ana ', fromEmail: 'ana@example.com', message: 'Hola\r\n<b>adiós</b>', privacy: true }),
    ).toEqual({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola<br>&lt;b&gt;adiós&lt;/b&gt;' });
  });

  it('gives empty strings, never null, for missing or wrong values', () => {
    expect(toContactMessage({ fromName: true, message: null })).toEqual({ fromName: '', fromEmail: '', message: '' });
  });
});
