import { FAIR_FORM_ERROR_KEYS, collaborateFormFields, inquiryFormFields, newsletterFormFields, noMarkup, oneOf, phone, pressFormFields } from './fair-forms';
import { validateForm } from './rules';

describe('the fair forms’ rules', () => {
  it('refuse angle brackets, bad phones and choices outside the list', () => {
    expect(noMarkup('<b>Ana</b>', {})).toEqual({ OK: false, errorMessage: FAIR_FORM_ERROR_KEYS.noMarkup });
    expect(noMarkup('Smith & Sons', {}).OK).toBe(true);
    expect(phone('', {}).OK).toBe(true);
    expect(phone(' +34 600  11 22 33 ', {}).OK).toBe(true);
    expect(phone('600-11-22', {})).toEqual({ OK: false, errorMessage: FAIR_FORM_ERROR_KEYS.phone, errorOptions: { count: 20 } });
    expect(phone('6'.repeat(21), {}).OK).toBe(false);
    expect(oneOf(['a', 'b'])('b', {}).OK).toBe(true);
    expect(oneOf(['a', 'b'])('', {})).toEqual({ OK: false, errorMessage: FAIR_FORM_ERROR_KEYS.choose });
  });

  it('check the work inquiry in the API’s order, then the privacy box', () => {
    const result = validateForm(inquiryFormFields, { fromName: '', fromEmail: 'x', phone: 'abc', message: '', privacy: false });
    expect(result.firstInvalid?.name).toBe('fromName');
    expect(Object.entries(result.fields).map(([name, state]) => [name, state.message])).toEqual([
      ['fromName', 'requerido'],
      ['fromEmail', 'formatoEmail'],
      ['phone', FAIR_FORM_ERROR_KEYS.phone],
      ['message', 'requerido'],
      ['privacy', 'necesario_aceptar'],
    ]);
    expect(validateForm(inquiryFormFields, { fromName: 'Ana', fromEmail: 'ana@x.es', phone: '', message: 'Hola', privacy: true }).valid).toBe(true);
  });

  it('check the collaborate, press and newsletter forms', () => {
    expect(validateForm(collaborateFormFields, { company: 'ACME', fromName: 'Ana', fromEmail: 'ana@x.es', interest: 'hack', message: 'Hola', privacy: true }).firstInvalid?.name).toBe('interest');
    expect(validateForm(pressFormFields, { media: '<i>', fromName: 'Ana', fromEmail: 'ana@x.es', type: 'tv', privacy: true }).firstInvalid?.name).toBe('media');
    expect(validateForm(newsletterFormFields, { email: 'ana@x.es', name: '', privacy: true }).valid).toBe(true);
    expect(validateForm(newsletterFormFields, { email: 'ana@x.es', name: 'n'.repeat(121), privacy: true }).firstInvalid?.name).toBe('name');
  });
});
