import { contactPageForm, inquiryPageForm, newsletterPageForm } from '@art/model';
import { toContactMessage } from './contact';
import { validateForm } from './rules';
import { schemaFields } from './schema-fields';

describe('the contact form’s schema in the form kit', () => {
  const check = (data: Record<string, string | boolean>) =>
    validateForm(schemaFields(contactPageForm), data).firstInvalid;

  it('checks in the specification order, each with its message', () => {
    expect(check({})).toEqual({ name: 'fromName', message: 'requerido' });
    expect(check({ fromName: 'Ana' })).toEqual({ name: 'fromEmail', message: 'requerido' });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@' })).toEqual({ name: 'fromEmail', message: 'formatoEmail' });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: ' ' })).toEqual({
      name: 'message',
      message: 'requerido',
    });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola', privacy: false })).toEqual({
      name: 'privacy',
      message: 'necesario_aceptar',
    });
    expect(check({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola', privacy: true })).toBeNull();
  });

  it('answers the limits with their count, as the field kit shows them', () => {
    expect(check({ fromName: 'n'.repeat(121) })).toEqual({
      name: 'fromName',
      message: 'forms:errors.tooLong',
      messageOptions: { count: 120 },
    });
    expect(check({ fromName: '<b>Ana</b>' })).toEqual({ name: 'fromName', message: 'forms:errors.noMarkup' });
  });

  it('checks the fair forms in the API’s order, then the privacy box', () => {
    const result = validateForm(schemaFields(inquiryPageForm), {
      fromName: '',
      fromEmail: 'x',
      phone: 'abc',
      message: '',
      privacy: false,
    });
    expect(result.firstInvalid?.name).toBe('fromName');
    expect(Object.entries(result.fields).map(([name, state]) => [name, state.message])).toEqual([
      ['fromName', 'requerido'],
      ['fromEmail', 'formatoEmail'],
      ['phone', 'forms:errors.phone'],
      ['message', 'requerido'],
      ['privacy', 'necesario_aceptar'],
    ]);
    expect(validateForm(schemaFields(newsletterPageForm), { email: 'ana@x.es', name: '', privacy: true }).valid).toBe(
      true,
    );
  });
});

describe('toContactMessage', () => {
  it('gives the contact call trimmed strings and the message as HTML with <br>', () => {
    expect(
      toContactMessage({
        fromName: ' Ana ',
        fromEmail: 'ana@example.com',
        message: 'Hola\r\n<b>adiós</b>',
        privacy: true,
      }),
    ).toEqual({ fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola<br>&lt;b&gt;adiós&lt;/b&gt;' });
  });

  it('gives empty strings, never null, for missing or wrong values', () => {
    expect(toContactMessage({ fromName: true, message: null })).toEqual({ fromName: '', fromEmail: '', message: '' });
  });
});
