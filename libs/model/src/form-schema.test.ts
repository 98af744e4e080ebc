import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addressForm,
  collectionForm,
  deleteAccountForm,
  loginForm,
  profileForm,
  rememberPasswordForm,
  resetPasswordPageForm,
  signUpForm,
} from './account-forms';
import {
  checkField,
  consent,
  emailAddress,
  isPhoneNumber,
  optionalPhone,
  requiredLine,
  requiredLines,
  type FormSchema,
} from './form-schema';
import { checkForm, formProblems, formZod } from './form-zod';
import {
  collaborateForm,
  collaboratePageForm,
  contactForm,
  contactPageForm,
  inquiryForm,
  inquiryPageForm,
  newsletterForm,
  newsletterPageForm,
  pressForm,
  pressPageForm,
} from './forms';
import { deskForm, invitationForm, ticketCodeForm, ticketValidationForm } from './tickets';

const NAME_CODES = { required: 'nameRequired', tooLong: 'nameTooLong', invalid: 'nameInvalid' };
const EMAIL_CODES = { required: 'emailRequired', tooLong: 'emailTooLong', invalid: 'emailInvalid' };

describe('the shared checks', () => {
  const name = requiredLine(10, NAME_CODES);
  it('clean a line and refuse blank, too long and markup, with both keys', () => {
    expect(name('  Ana \n\u0007 López ', {})).toEqual({ ok: true, value: 'Ana López' });
    expect(name('   ', {})).toEqual({ ok: false, message: 'requerido', code: 'nameRequired' });
    expect(name('😀'.repeat(10), {}).ok).toBe(true);
    expect(name('😀'.repeat(11), {})).toEqual({
      ok: false,
      message: 'forms:errors.tooLong',
      options: { count: 10 },
      code: 'nameTooLong',
      params: { max: 10 },
    });
    expect(name('<b>', {})).toEqual({ ok: false, message: 'forms:errors.noMarkup', code: 'nameInvalid' });
    expect(name('A & B; --', {}).ok).toBe(true);
  });

  it('treat a missing or wrong-typed value as not given', () => {
    for (const value of [undefined, null, 42, true, ['Ana'], { name: 'Ana' }]) {
      expect(name(value, {})).toMatchObject({ ok: false, code: 'nameRequired' });
    }
  });

  it('check an e-mail address: required, bytes, then format, trimmed', () => {
    const email = emailAddress(EMAIL_CODES);
    expect(email(' ana@example.com ', {})).toEqual({ ok: true, value: 'ana@example.com' });
    expect(email('usuario@españa.es', {}).ok).toBe(true);
    expect(email('', {})).toMatchObject({ code: 'emailRequired', message: 'requerido' });
    expect(email('ana@', {})).toMatchObject({ code: 'emailInvalid', message: 'formatoEmail' });
    expect(email("x'; DROP TABLE users; --@x", {})).toMatchObject({ code: 'emailInvalid' });
    expect(email(`${'a'.repeat(300)}@x.es`, {})).toMatchObject({ code: 'emailTooLong', params: { max: 254 } });
  });

  it('check a message of several lines, refusing an oversized one before reading it', () => {
    const message = requiredLines(20, { required: 'messageRequired', tooLong: 'messageTooLong' });
    expect(message(' Hola\r\n<b>adiós</b> ', {})).toEqual({ ok: true, value: 'Hola\n<b>adiós</b>' });
    expect(message('\n \n', {})).toMatchObject({ code: 'messageRequired' });
    expect(message('m'.repeat(21), {})).toMatchObject({ code: 'messageTooLong', options: { count: 20 } });
    expect(message('m'.repeat(10_000_000), {})).toMatchObject({ code: 'messageTooLong' });
  });

  it('tick a consent box as a browser posts it', () => {
    const privacy = consent();
    for (const ticked of [true, 'on', 'true', '1', 'yes', ' ON ']) expect(privacy(ticked, {}).ok).toBe(true);
    for (const unticked of [false, '', 'no', undefined, null, 1]) {
      expect(privacy(unticked, {})).toEqual({ ok: false, message: 'necesario_aceptar', code: 'consentRequired' });
    }
  });

  it('check phones with libphonenumber-js: real numbers only', () => {
    const phone = optionalPhone(20, 'phoneInvalid', 'prefix');
    expect(phone('', {})).toEqual({ ok: true, value: null });
    expect(phone(' +34 600  11 22 33 ', {})).toEqual({ ok: true, value: '+34 600 11 22 33' });
    expect(phone('600112233', {}).ok).toBe(true);
    expect(phone('91 000 25 25', {}).ok).toBe(true);
    expect(phone('7911 123456', { prefix: '+44' }).ok).toBe(true);
    for (const bad of [
      '+',
      '123',
      '++34 600',
      '600-112-233',
      '600 CALL',
      '<b>600</b>',
      "1' OR '1'='1",
      '6'.repeat(21),
      '+' + '6'.repeat(19),
    ]) {
      expect(phone(bad, {})).toEqual({
        ok: false,
        message: 'forms:errors.phone',
        options: { count: 20 },
        code: 'phoneInvalid',
        params: { max: 20 },
      });
    }
    expect(isPhoneNumber('612 345 678')).toBe(true);
    expect(isPhoneNumber('612 345 678', { country: 'GB' })).toBe(false);
  });
});

describe('a form schema', () => {
  it('is built without zod, so pages that only check fields load none of it (the schema is form-zod.ts’s)', () => {
    const imports = (file: string) =>
      [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
    expect(imports('form-schema.ts')).not.toEqual(expect.arrayContaining([expect.stringMatching(/zod/)]));
    expect(imports('form-zod.ts')).toContain('./zod');
    expect(formZod(contactForm)).toBe(formZod(contactForm));
  });

  it('answers the first problem in the order of the form, for the API and the sites alike', () => {
    expect(checkForm(contactForm, {})).toEqual({
      ok: false,
      field: 'fromName',
      message: 'requerido',
      code: 'contactNameRequired',
    });
    expect(checkForm(contactForm, { fromName: 'Ana', fromEmail: 'x' })).toMatchObject({
      field: 'fromEmail',
      code: 'contactEmailInvalid',
    });
    expect(checkForm(contactPageForm, { fromName: 'Ana', fromEmail: 'ana@x.es', message: 'Hola' })).toMatchObject({
      field: 'privacy',
      message: 'necesario_aceptar',
    });
    expect(
      checkForm(contactForm, { fromName: ' Ana ', fromEmail: 'ana@x.es', message: 'Hola', extra: '<script>' }),
    ).toEqual({
      ok: true,
      value: { fromName: 'Ana', fromEmail: 'ana@x.es', message: 'Hola' },
    });
  });

  it('is a zod schema: parse gives the clean values, one issue per failing field', () => {
    expect(formZod(inquiryForm).parse({ fromName: 'Ana', fromEmail: 'ana@x.es', phone: ' ', message: 'Hola' })).toEqual(
      {
        fromName: 'Ana',
        fromEmail: 'ana@x.es',
        phone: null,
        message: 'Hola',
      },
    );
    const parsed = formZod(inquiryForm).safeParse({ fromName: '', fromEmail: 'x', phone: 'abc', message: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'fromName',
      'fromEmail',
      'phone',
      'message',
    ]);
    expect(formProblems(inquiryForm, { fromName: 'Ana', fromEmail: 'ana@x.es', message: 'Hola' })).toEqual([]);
  });

  it('refuses what is not an object as a missing form', () => {
    for (const input of [null, 'fromName=Ana', 42, []]) {
      expect(checkForm(contactForm, input)).toMatchObject({ ok: false });
    }
  });

  it('checks one field with the form’s data (a repeated password)', () => {
    expect(
      checkField(resetPasswordPageForm, 'repeatPassword', 'otra-clave-1', { password: 'clave-larga-1' }),
    ).toMatchObject({
      message: 'forms:errors.passwordsDiffer',
    });
    expect(
      checkField(resetPasswordPageForm, 'repeatPassword', 'clave-larga-1', { password: 'clave-larga-1' }),
    ).toBeNull();
    expect(checkField(resetPasswordPageForm, 'unknown', 'x')).toBeNull();
  });
});

describe('the forms’ schemas', () => {
  const sender = { fromName: 'Ana López', fromEmail: 'ana@coleccion.es', phone: '+34 600 11 22 33' };

  it('check the fair’s forms in their order, with the fixed choices', () => {
    expect(checkForm(collaborateForm, { company: 'ACME', ...sender, interest: 'hack', message: 'Hola' })).toMatchObject(
      {
        field: 'interest',
        code: 'formInterestInvalid',
        message: 'forms:errors.choose',
      },
    );
    expect(
      checkForm(collaboratePageForm, {
        company: 'ACME',
        ...sender,
        interest: 'official',
        message: 'Hola',
        privacy: 'on',
      }).ok,
    ).toBe(true);
    expect(checkForm(pressForm, { media: '<i>', ...sender, type: 'tv' })).toMatchObject({
      field: 'media',
      code: 'formMediaInvalid',
    });
    expect(checkForm(pressPageForm, { media: 'El Diario', ...sender, type: 'tv', privacy: true }).ok).toBe(true);
    expect(checkForm(newsletterForm, { email: 'ana@x.es', name: '' })).toEqual({
      ok: true,
      value: { email: 'ana@x.es', name: null },
    });
    expect(checkForm(newsletterPageForm, { email: 'ana@x.es', name: 'n'.repeat(121), privacy: true })).toMatchObject({
      field: 'name',
      code: 'contactNameTooLong',
      params: { max: 120 },
    });
    expect(checkForm(inquiryPageForm, { ...sender, message: 'Hola', privacy: false })).toMatchObject({
      field: 'privacy',
    });
  });

  it('check the account’s forms', () => {
    const user = { name: 'Ana', surname: 'López', email: 'ana@x.es', password: 'Coleccion-2025!', acceptTerms: true };
    expect(checkForm(signUpForm, user)).toEqual({
      ok: true,
      value: { ...user, phone: null, prefix: null, profession: null, priceRange: null, newsletter: false },
    });
    expect(checkForm(signUpForm, { ...user, password: 'abc' })).toMatchObject({
      code: 'passwordTooShort',
      params: { min: 8 },
      options: { count: 8 },
    });
    expect(checkForm(signUpForm, { ...user, password: 'x'.repeat(1_000_000) })).toMatchObject({
      code: 'passwordTooLong',
    });
    expect(checkForm(signUpForm, { ...user, password: '  espacios  ' })).toMatchObject({
      ok: true,
      value: { password: '  espacios  ' },
    });
    expect(checkForm(signUpForm, { ...user, acceptTerms: false })).toMatchObject({
      code: 'signUpTermsRequired',
      message: 'forms:errors.acceptTerms',
    });
    expect(checkForm(signUpForm, { ...user, prefix: '34' })).toMatchObject({
      code: 'signUpPrefixInvalid',
      message: 'forms:errors.prefix',
    });
    expect(checkForm(signUpForm, { ...user, priceRange: 'free' })).toMatchObject({ code: 'signUpPriceRangeInvalid' });
    expect(checkForm(profileForm, { name: 'Ana', surname: 'López', phone: '612 345 678', prefix: '+34' }).ok).toBe(
      true,
    );
    expect(checkForm(profileForm, { name: 'Ana', surname: 'López', phone: '612-abc' })).toMatchObject({
      code: 'signUpPhoneInvalid',
      params: { max: 20 },
    });
    expect(checkForm(loginForm, { email: 'ana@x.es', password: '' })).toMatchObject({ code: 'passwordRequired' });
    expect(checkForm(rememberPasswordForm, { email: 'ana' })).toMatchObject({ code: 'accountEmailInvalid' });
    expect(checkForm(deleteAccountForm, {})).toMatchObject({ code: 'passwordRequired' });
    expect(checkForm(collectionForm, { title: '  Mis   obras ' })).toEqual({ ok: true, value: { title: 'Mis obras' } });
    expect(checkForm(collectionForm, { title: 't'.repeat(81) })).toMatchObject({
      code: 'collectionTitleTooLong',
      params: { max: 80 },
    });
  });

  it('check a saved address, its texts refused with their limit', () => {
    const address = {
      route: 'Calle Mayor 1',
      postalCode: '28013',
      locality: 'Madrid',
      province: 'Madrid',
      countryCode: 'es',
    };
    expect(checkForm(addressForm, address)).toMatchObject({
      ok: true,
      value: { countryCode: 'ES', floor: null, CACode: null },
    });
    expect(checkForm(addressForm, { ...address, route: 'r'.repeat(300_000) })).toMatchObject({
      code: 'addressRouteInvalid',
      params: { max: 200 },
    });
    expect(checkForm(addressForm, { ...address, route: '<img src=x>' })).toMatchObject({
      code: 'addressRouteInvalid',
      params: { max: 200 },
    });
    expect(checkForm(addressForm, { ...address, postalCode: "28'; --" })).toMatchObject({
      code: 'addressPostalCodeInvalid',
      message: 'forms:errors.postalCode',
    });
    expect(checkForm(addressForm, { ...address, countryCode: 'España' })).toMatchObject({
      code: 'addressCountryInvalid',
    });
  });

  it('check the invitation and the ticket desk', () => {
    expect(checkForm(invitationForm, { code: ' invitado - 2025 ', name: 'Ana', email: 'ana@x.es' })).toEqual({
      ok: true,
      value: { code: 'INVITADO-2025', name: 'Ana', email: 'ana@x.es' },
    });
    expect(checkForm(invitationForm, { code: 'X', name: 'Ana <b>', email: 'ana@x.es' })).toMatchObject({
      code: 'invitationNameInvalid',
      message: 'invitations:form.nameInvalid',
    });
    expect(checkForm(invitationForm, { code: 'C'.repeat(10_000), name: 'Ana', email: 'ana@x.es' })).toMatchObject({
      code: 'invitationCodeTooLong',
    });
    expect(checkForm(ticketValidationForm, { code: ' ', desk: 'Norte' })).toMatchObject({ code: 'ticketCodeRequired' });
    expect(checkForm(deskForm, { desk: '<b>' })).toMatchObject({
      code: 'ticketDeskInvalid',
      message: 'validations:desk.invalid',
    });
    expect(checkForm(ticketCodeForm, { code: 'am25 7k3m q9tx 2hrb' }).ok).toBe(true);
  });
});

/** Every message key and error code a form can answer exists in both languages (`locales/*`). */
describe('the schemas’ texts', () => {
  const LOCALES = path.resolve(__dirname, '../../../locales');
  const read = (lang: string, ns: string) =>
    JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  const lookup = (tree: unknown, dotted: string): unknown =>
    dotted
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        tree,
      );
  const siteText = (lang: string, key: string) => {
    const [ns, name] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
    return lookup(read(lang, ns), name);
  };

  const FORMS: FormSchema<Record<string, unknown>>[] = [
    contactPageForm,
    inquiryPageForm,
    collaboratePageForm,
    pressPageForm,
    newsletterPageForm,
    signUpForm,
    loginForm,
    rememberPasswordForm,
    resetPasswordPageForm,
    profileForm,
    deleteAccountForm,
    collectionForm,
    addressForm,
    invitationForm,
    ticketValidationForm,
  ] as unknown as FormSchema<Record<string, unknown>>[];
  const HOSTILE: unknown[] = [
    undefined,
    '',
    '   ',
    '<script>alert(1)</script>',
    "x'; DROP TABLE users; --",
    'x'.repeat(100_000),
    42,
    false,
    ['a'],
    'abc',
    '+34 600',
    'Disponible',
  ];

  const answers = new Map<string, Record<string, string | number>>();
  const codes = new Set<string>();
  for (const form of FORMS) {
    for (const name of form.order) {
      for (const value of HOSTILE) {
        const problem = checkField(form, name, value, { password: 'otra' });
        if (!problem) continue;
        answers.set(problem.message, { ...problem.options });
        // `passwordRequired` doubles as the repeated password's (browser-only) code.
        codes.add(problem.code);
      }
    }
  }
  codes.delete('consentRequired'); // the consent boxes are the sites' only: the API never receives them

  it.each([...answers.keys()])('site key %s has a text in es and en', (key) => {
    for (const lang of ['es', 'en']) expect(typeof siteText(lang, key)).toBe('string');
  });

  it.each([...codes])('error code %s has a text in es and en', (code) => {
    for (const lang of ['es', 'en']) expect(typeof lookup(read(lang, 'errors'), code)).toBe('string');
  });

  it('never lets hostile input through a required field unchanged', () => {
    expect(
      checkForm(contactForm, { fromName: '<script>alert(1)</script>', fromEmail: 'ana@x.es', message: 'Hola' }),
    ).toMatchObject({ code: 'contactNameInvalid' });
    expect(checkForm(contactForm, { fromName: ['Ana'], fromEmail: { $ne: '' }, message: 42 })).toMatchObject({
      code: 'contactNameRequired',
    });
  });
});
