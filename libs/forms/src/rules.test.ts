import { FORM_MESSAGES, contactPageForm, signUpForm } from '@art/model';
import { acceptAll, validateField, validateForm, type FieldDefinition } from './rules';
import { schemaRule } from './schema-fields';

// The rules of the forms are their schemas' (`@art/model`); these run a few of them through the kit's engine.
const required = schemaRule(contactPageForm, 'fromName');
const email = schemaRule(contactPageForm, 'fromEmail');
const accepted = schemaRule(contactPageForm, 'privacy');
const password = schemaRule(signUpForm, 'password');

describe('validateField', () => {
  it('answers the first failing rule in order', () => {
    expect(validateField([required, email], '')).toEqual({ valid: false, message: 'requerido' });
    expect(validateField([email, required], 'x@y')).toEqual({ valid: false, message: 'formatoEmail' });
    expect(validateField([password], 'abc')).toEqual({
      valid: false,
      message: FORM_MESSAGES.tooShort,
      messageOptions: { count: 8 },
    });
    expect(validateField([required, email], 'ana@example.com')).toEqual({ valid: true, message: '' });
  });

  it('is valid without rules', () => {
    expect(validateField(undefined, undefined)).toEqual({ valid: true, message: '' });
    expect(validateField([], '')).toEqual({ valid: true, message: '' });
  });

  it('hands the form data to the rules', () => {
    const rule = jest.fn(() => ({ OK: true, errorMessage: '' }));
    validateField([rule], 'a', { other: 'b' });
    expect(rule).toHaveBeenCalledWith('a', { other: 'b' });
  });
});

describe('validateForm', () => {
  const fields: FieldDefinition[] = [
    { name: 'fromName', rules: [required] },
    { name: 'fromEmail', rules: [email] },
    { name: 'message', rules: [required] },
    { name: 'privacy', rules: [accepted] },
  ];

  it('answers the first failing field in declared order and every field state', () => {
    const result = validateForm(fields, { fromName: 'Ana', fromEmail: 'bad', message: '', privacy: false });
    expect(result.valid).toBe(false);
    expect(result.firstInvalid).toEqual({ name: 'fromEmail', message: 'formatoEmail' });
    expect(result.fields).toEqual({
      fromName: { valid: true, message: '' },
      fromEmail: { valid: false, message: 'formatoEmail' },
      message: { valid: false, message: 'requerido' },
      privacy: { valid: false, message: 'necesario_aceptar' },
    });
  });

  it('checks a missing field as undefined and never reads inherited properties', () => {
    const result = validateForm(
      [
        { name: 'toString', rules: [required] },
        { name: '__proto__', rules: [required] },
      ],
      {},
    );
    expect(result.firstInvalid).toEqual({ name: 'toString', message: 'requerido' });
    expect(Object.keys(result.fields)).toEqual(['toString', '__proto__']);
    expect(Object.getPrototypeOf(result.fields)).toBe(Object.prototype);
  });

  it('is valid when all pass', () => {
    const result = validateForm(fields, {
      fromName: 'Ana',
      fromEmail: 'ana@example.com',
      message: 'Hola',
      privacy: true,
    });
    expect(result).toEqual({
      valid: true,
      firstInvalid: null,
      fields: expect.objectContaining({ privacy: { valid: true, message: '' } }),
    });
  });
});

describe('acceptAll', () => {
  it('accepts everything', () => {
    expect(acceptAll({})).toEqual({ valid: true, firstInvalid: null, fields: {} });
    expect(acceptAll({ anything: '<script>', empty: '' }).valid).toBe(true);
  });
});
