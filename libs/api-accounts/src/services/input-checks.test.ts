/**
 * The accounts' input checks, before anything is read or written: each answers the clean values or the first problem
 * in the form's order, as a translatable code (the API's messages for them: `locales/*\/errors.json`). The mutations
 * that run them are tested over the server in `apps/api-integration` (account, personal).
 */
import { checkAddress, type AddressFields } from './addresses';
import { checkEmail, checkProfile, checkSignUp, type SignUpFields } from './account';
import { checkCollectionTitle } from './collections';

const signUp: SignUpFields = {
  name: 'Ana',
  surname: 'Ruiz',
  email: 'ana@example.com',
  password: 'lienzo-azul-2026',
  acceptTerms: true,
};

const address: AddressFields = {
  route: 'Calle Mayor 1',
  postalCode: '28013',
  locality: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
};

describe('checkSignUp', () => {
  it('answers the clean account, optional fields cleared, in the asked language (es by default)', () => {
    expect(checkSignUp(signUp, 'en')).toEqual({
      ok: true,
      password: 'lienzo-azul-2026',
      account: {
        name: 'Ana',
        surname: 'Ruiz',
        email: 'ana@example.com',
        phone: null,
        prefix: null,
        profession: null,
        priceRange: null,
        newsletter: false,
        lang: 'en',
      },
    });
    expect(checkSignUp(signUp, null)).toMatchObject({ ok: true, account: { lang: 'es' } });
  });

  it('refuses HTML in a name, the terms not accepted and an unknown language', () => {
    expect(checkSignUp({ ...signUp, name: '<b>Ana</b>' }, null)).toEqual({ ok: false, code: 'signUpNameInvalid' });
    expect(checkSignUp({ ...signUp, acceptTerms: false }, null)).toEqual({ ok: false, code: 'signUpTermsRequired' });
    expect(checkSignUp(signUp, 'fr')).toEqual({ ok: false, code: 'signUpLanguageInvalid' });
  });

  it('runs the password policy only the API knows: not one of the most common, not like the e-mail', () => {
    expect(checkSignUp({ ...signUp, password: '12345678' }, null)).toEqual({ ok: false, code: 'passwordTooCommon' });
    expect(checkSignUp({ ...signUp, password: 'ana@example.com' }, null)).toEqual({
      ok: false,
      code: 'passwordLikeEmail',
    });
  });

  it('keeps a SQL-looking surname as the text it is (queries take it as a parameter)', () => {
    const surname = "x'; DROP TABLE users; --";
    expect(checkSignUp({ ...signUp, surname }, null)).toMatchObject({ ok: true, account: { surname } });
  });
});

describe('checkEmail', () => {
  it('requires an address in the format, at most 254 characters, trimmed', () => {
    expect(checkEmail('')).toEqual({ ok: false, code: 'accountEmailRequired' });
    expect(checkEmail('ana@')).toEqual({ ok: false, code: 'accountEmailInvalid' });
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toEqual({
      ok: false,
      code: 'accountEmailTooLong',
      params: { max: 254 },
    });
    expect(checkEmail('  ana@example.com ')).toEqual({ ok: true, email: 'ana@example.com' });
  });
});

describe('checkProfile', () => {
  it('clears blank optional fields, leaves the newsletter as it is when not sent, and limits a name to 100', () => {
    expect(checkProfile({ name: 'Ana', surname: 'Ruiz', phone: '', newsletter: null })).toEqual({
      ok: true,
      changes: { name: 'Ana', surname: 'Ruiz', phone: null, prefix: null, profession: null, priceRange: null },
    });
    expect(checkProfile({ name: 'Ana', surname: 'Ruiz', newsletter: true })).toMatchObject({
      ok: true,
      changes: { newsletter: true },
    });
    expect(checkProfile({ name: 'A'.repeat(101), surname: 'Ruiz' })).toEqual({
      ok: false,
      code: 'signUpNameTooLong',
      params: { max: 100 },
    });
  });
});

describe('checkAddress', () => {
  it('answers the clean address with its autonomous community code as the column names it', () => {
    expect(checkAddress({ ...address, CACode: 'MD' })).toMatchObject({
      ok: true,
      address: { route: 'Calle Mayor 1', postalCode: '28013', countryCode: 'ES', floor: null, caCode: 'MD' },
    });
  });

  it('reports the first problem in the form order: the postal code before a missing province', () => {
    expect(checkAddress({ ...address, postalCode: '28013<', province: '' })).toEqual({
      ok: false,
      code: 'addressPostalCodeInvalid',
      params: { max: 12 },
    });
  });
});

describe('checkCollectionTitle', () => {
  it('cleans a title to one line, refuses HTML and more than 80 characters', () => {
    expect(checkCollectionTitle('  Mis   favoritas ')).toEqual({ ok: true, title: 'Mis favoritas' });
    expect(checkCollectionTitle('<script>')).toEqual({ ok: false, code: 'collectionTitleInvalid' });
    expect(checkCollectionTitle('x'.repeat(81))).toEqual({
      ok: false,
      code: 'collectionTitleTooLong',
      params: { max: 80 },
    });
  });
});
