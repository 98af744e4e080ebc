import {
  ERROR_KEYS, acceptAll, accepted, acceptedTerms, email, isBlank, matchesField, maxLength, minLength, required, validateField,
  validateForm, withMessage, type FieldDefinition,
} from './rules';

const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });

describe('required', () => {
  it.each([['text', 'Ana'], ['a ticked box', true], ['a file', file], ['a list with a value', ['a']], ['zero', '0']])(
    'passes %s',
    (_what, value) => {
      expect(required(value, {})).toEqual({ OK: true, errorMessage: '' });
    },
  );

  it.each([['empty text', ''], ['spaces and line breaks', '  \n\t '], ['an unticked box', false], ['no file', null], ['nothing', undefined], ['an empty list', []]])(
    'fails %s with requerido',
    (_what, value) => {
      expect(required(value, {})).toEqual({ OK: false, errorMessage: 'requerido' });
    },
  );
});

describe('email', () => {
  it('passes an address, trimmed', () => {
    expect(email(' ana@example.com ', {}).OK).toBe(true);
  });

  it('passes a blank value, so that required decides', () => {
    expect(email('', {}).OK).toBe(true);
    expect(email('   ', {}).OK).toBe(true);
    expect(email(undefined, {}).OK).toBe(true);
  });

  it.each(['a b@x.com', 'x@y', 'ana@', '<img src=x onerror=alert(1)>'])('fails %j with formatoEmail', (value) => {
    expect(email(value, {})).toEqual({ OK: false, errorMessage: 'formatoEmail' });
  });

  it('fails values that are not text', () => {
    expect(email(true, {}).errorMessage).toBe('formatoEmail');
    expect(email(file, {}).errorMessage).toBe('formatoEmail');
  });
});

describe('accepted', () => {
  it.each([true, 'on', 'true', 'ON', '1', 'yes'])('passes %j', (value) => {
    expect(accepted(value, {}).OK).toBe(true);
  });

  it.each([false, '', 'off', 'false', '0', null, undefined, 'no'])('fails %j with necesario_aceptar', (value) => {
    expect(accepted(value, {})).toEqual({ OK: false, errorMessage: 'necesario_aceptar' });
  });
});

describe('acceptedTerms', () => {
  it('passes what accepted passes and fails with the terms message, not the privacy one', () => {
    expect(acceptedTerms('on', {}).OK).toBe(true);
    expect(acceptedTerms(false, {})).toEqual({ OK: false, errorMessage: 'forms:errors.acceptTerms' });
  });
});

describe('minLength and maxLength', () => {
  it('count characters of the trimmed text, an emoji once', () => {
    expect(minLength(3)('  ab  ', {})).toEqual({ OK: false, errorMessage: ERROR_KEYS.tooShort, errorOptions: { count: 3 } });
    expect(minLength(3)('abc', {}).OK).toBe(true);
    expect(minLength(2)('🎨🖼', {}).OK).toBe(true);
    expect(maxLength(2)('🎨🖼', {}).OK).toBe(true);
    expect(maxLength(2)('abc', {})).toEqual({ OK: false, errorMessage: ERROR_KEYS.tooLong, errorOptions: { count: 2 } });
  });

  it('let blank text and non-text values pass', () => {
    expect(minLength(8)('', {}).OK).toBe(true);
    expect(minLength(8)(true, {}).OK).toBe(true);
    expect(maxLength(0)('', {}).OK).toBe(true);
  });

  it('reject an oversized text', () => {
    expect(maxLength(5000)('x'.repeat(5001), {}).OK).toBe(false);
  });

  it('refuse a limit that is not a whole number of 0 or more', () => {
    for (const limit of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => minLength(limit)).toThrow(RangeError);
      expect(() => maxLength(limit)).toThrow(RangeError);
    }
  });
});

describe('matchesField and withMessage', () => {
  it('compare with another field of the form', () => {
    const same = matchesField('password', 'forms:errors.passwordsDiffer');
    expect(same('secret123', { password: 'secret123' }).OK).toBe(true);
    expect(same('secret124', { password: 'secret123' })).toEqual({ OK: false, errorMessage: 'forms:errors.passwordsDiffer' });
    expect(same('', { password: 'secret123' }).OK).toBe(true);
    // An inherited property is not a field.
    expect(matchesField('constructor')('x', {}).OK).toBe(false);
  });

  it('gives a rule another message', () => {
    expect(withMessage(accepted, 'other')(false, {})).toEqual({ OK: false, errorMessage: 'other' });
    expect(withMessage(accepted, 'other')(true, {}).OK).toBe(true);
  });
});

describe('isBlank', () => {
  it('tells what a visitor has not given', () => {
    expect([undefined, null, false, '', ' ', []].every(isBlank)).toBe(true);
    expect(['a', true, file, ['a']].some(isBlank)).toBe(false);
  });
});

describe('validateField', () => {
  it('answers the first failing rule in order', () => {
    expect(validateField([required, email], '')).toEqual({ valid: false, message: 'requerido' });
    expect(validateField([required, email], 'x@y')).toEqual({ valid: false, message: 'formatoEmail' });
    expect(validateField([required, minLength(8)], 'abc')).toEqual({
      valid: false,
      message: ERROR_KEYS.tooShort,
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
    { name: 'fromEmail', rules: [required, email] },
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
    const result = validateForm([{ name: 'toString', rules: [required] }, { name: '__proto__', rules: [required] }], {});
    expect(result.firstInvalid).toEqual({ name: 'toString', message: 'requerido' });
    expect(Object.keys(result.fields)).toEqual(['toString', '__proto__']);
    expect(Object.getPrototypeOf(result.fields)).toBe(Object.prototype);
  });

  it('is valid when all pass', () => {
    const result = validateForm(fields, { fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola', privacy: true });
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
