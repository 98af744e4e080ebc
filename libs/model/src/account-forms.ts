/**
 * The account's forms (decision 019): sign-up, login, the reset request and the new password, the profile, the
 * account's deletion, a collection's title and a saved address. One schema each, run by the sites' form kit and by
 * the API; the limits live here. The API checks a password's policy further (too common, like the e-mail: the list
 * of common passwords is `@art/auth`'s) once the schema has passed.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account';
import { provinceRequired } from './address';
import { ADDRESS_LIMITS } from './checkout';
import { EMAIL_MAX_LENGTH } from './email';
import { PRICE_RANGES } from './filters';
import {
  FORM_MESSAGES,
  characterCount,
  consent,
  defineForm,
  emailAddress,
  extendForm,
  formLine,
  optionalBox,
  optionalChoice,
  optionalLine,
  optionalPhone,
  problem,
  requiredLine,
  requiredRaw,
  type FieldCheck,
} from './form-schema';

/** Longest texts of an account, in characters (the e-mail address in UTF-8 bytes). */
export const ACCOUNT_LIMITS = {
  name: 100,
  surname: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 20,
  prefix: 5,
  profession: 100,
} as const;

/** Longest collection title, in characters. */
export const COLLECTION_TITLE_MAX = 80;

/** The account forms' e-mail address: required, at most 254 bytes, the specification's format. */
const accountEmail = emailAddress({
  required: 'accountEmailRequired',
  tooLong: 'accountEmailTooLong',
  invalid: 'accountEmailInvalid',
});

/**
 * A new password as typed (never trimmed): required, 8 to 128 characters. A value far over the limit is refused
 * before it is counted.
 */
const newPassword: FieldCheck<string> = (value) => {
  if (typeof value !== 'string' || value === '') return problem(FORM_MESSAGES.required, 'passwordRequired');
  const tooLong = problem(
    FORM_MESSAGES.tooLong,
    'passwordTooLong',
    { count: PASSWORD_MAX_LENGTH },
    { max: PASSWORD_MAX_LENGTH },
  );
  if (value.length > PASSWORD_MAX_LENGTH * 6) return tooLong;
  const length = characterCount(value);
  if (length < PASSWORD_MIN_LENGTH) {
    return problem(
      FORM_MESSAGES.tooShort,
      'passwordTooShort',
      { count: PASSWORD_MIN_LENGTH },
      { min: PASSWORD_MIN_LENGTH },
    );
  }
  return length > PASSWORD_MAX_LENGTH ? tooLong : { ok: true, value };
};

/** The same password again (a browser's check only): the same as field `password`. */
const repeatedPassword: FieldCheck<string> = (value, data) => {
  if (typeof value !== 'string' || value === '') return problem(FORM_MESSAGES.required, 'passwordRequired');
  return value === data['password'] ? { ok: true, value } : problem(FORM_MESSAGES.passwordsDiffer, 'passwordRequired');
};

/** The phone's country prefix (optional): `+` and 1 to 4 digits, like +34. */
const phonePrefix: FieldCheck<string | null> = (value) => {
  const prefix = formLine(value);
  if (prefix === '') return { ok: true, value: null };
  return /^\+[0-9]{1,4}$/.test(prefix)
    ? { ok: true, value: prefix }
    : problem('forms:errors.prefix', 'signUpPrefixInvalid');
};

/** What sign-up and the profile share after the names, in the order of the forms. */
const personalDetails = {
  /** Digits and spaces with an optional `+`, at most 20, a real number (read after `prefix` when that is given). */
  phone: optionalPhone(ACCOUNT_LIMITS.phone, 'signUpPhoneInvalid', 'prefix'),
  prefix: phonePrefix,
  profession: optionalLine(
    ACCOUNT_LIMITS.profession,
    { tooLong: 'signUpProfessionTooLong', invalid: 'signUpProfessionInvalid' },
    { invalid: 'forms:errors.professionInvalid' },
  ),
  priceRange: optionalChoice(
    PRICE_RANGES.map((range) => range.key),
    'signUpPriceRangeInvalid',
    { ranges: PRICE_RANGES.map((range) => range.key).join(', ') },
  ),
};

// Markup in a name is told with the API's own words (the texts the account pages always showed).
const personName = requiredLine(
  ACCOUNT_LIMITS.name,
  { required: 'signUpNameRequired', tooLong: 'signUpNameTooLong', invalid: 'signUpNameInvalid' },
  { invalid: 'forms:errors.nameInvalid' },
);
const surname = requiredLine(
  ACCOUNT_LIMITS.surname,
  {
    required: 'signUpSurnameRequired',
    tooLong: 'signUpSurnameTooLong',
    invalid: 'signUpSurnameInvalid',
  },
  { invalid: 'forms:errors.surnameInvalid' },
);

/**
 * Sign-up (`SignUpInput`): name, surname, e-mail, password, phone, prefix, profession, price range, newsletter,
 * the terms accepted.
 */
export const signUpForm = /* @__PURE__ */ defineForm({
  name: personName,
  surname,
  email: accountEmail,
  password: newPassword,
  ...personalDetails,
  newsletter: optionalBox,
  acceptTerms: consent('signUpTermsRequired', FORM_MESSAGES.acceptTerms),
});

/** Login: e-mail and password (as typed). */
export const loginForm = /* @__PURE__ */ defineForm({ email: accountEmail, password: requiredRaw('passwordRequired') });

/** The reset request ("remember my password"): the e-mail. */
export const rememberPasswordForm = /* @__PURE__ */ defineForm({ email: accountEmail });

/** The new password of a reset link, as the API receives it. */
export const resetPasswordForm = /* @__PURE__ */ defineForm({ password: newPassword });
/** The new password in a browser: typed twice. */
export const resetPasswordPageForm = /* @__PURE__ */ extendForm(resetPasswordForm, {
  repeatPassword: repeatedPassword,
});

/** The profile (`ProfileInput`): name, surname, phone, prefix, profession, price range, newsletter. */
export const profileForm = /* @__PURE__ */ defineForm({
  name: personName,
  surname,
  ...personalDetails,
  newsletter: optionalBox,
});

/** Deleting the account: the account's password (as typed). */
export const deleteAccountForm = /* @__PURE__ */ defineForm({ password: requiredRaw('passwordRequired') });

/** A collection's title (new collection, rename): one line, required, at most 80 characters, no `<` or `>`. */
export const collectionForm = /* @__PURE__ */ defineForm({
  title: requiredLine(COLLECTION_TITLE_MAX, {
    required: 'collectionTitleRequired',
    tooLong: 'collectionTitleTooLong',
    invalid: 'collectionTitleInvalid',
  }),
});

/** A postal code: letters, digits, spaces and hyphens, at most 12. */
const postalCode: FieldCheck<string> = (value, data) => {
  const checked = requiredLine(ADDRESS_LIMITS.postalCode, {
    required: 'addressPostalCodeRequired',
    tooLong: 'addressPostalCodeInvalid',
    invalid: 'addressPostalCodeInvalid',
  })(value, data);
  if (!checked.ok || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(checked.value)) return checked;
  return problem('forms:errors.postalCode', 'addressPostalCodeInvalid', undefined, { max: ADDRESS_LIMITS.postalCode });
};

/** An address text: `tooLong` and markup are one code of the API, which says the limit either way. */
const addressLine = (max: number, required: string, invalid: string) =>
  requiredLine(max, { required, tooLong: invalid, invalid });
const addressOptional = (max: number, invalid: string) => optionalLine(max, { tooLong: invalid, invalid });

/**
 * The province: required where the country's addresses have one (`provinceRequired`), otherwise optional ('' when
 * left blank); markup and length are checked either way.
 */
const addressProvince: FieldCheck<string> = (value, data) => {
  if (provinceRequired(data['countryCode']))
    return addressLine(ADDRESS_LIMITS.province, 'addressProvinceRequired', 'addressProvinceInvalid')(value, data);
  const checked = addressOptional(ADDRESS_LIMITS.province, 'addressProvinceInvalid')(value, data);
  return checked.ok ? { ok: true, value: checked.value ?? '' } : checked;
};

/** The country: ISO 3166-1 alpha-2, upper case (whether it is one of `countries` is the API's to say). */
const countryCode: FieldCheck<string> = (value) => {
  const code = formLine(value).toUpperCase();
  if (code === '') return problem(FORM_MESSAGES.required, 'addressCountryRequired');
  return /^[A-Z]{2}$/.test(code) ? { ok: true, value: code } : problem(FORM_MESSAGES.choose, 'addressCountryInvalid');
};

/**
 * A saved address (`AddressInput`, billing page): street and number, floor, postal code, locality, province,
 * country, additional information, fiscal name, fiscal document, autonomous community code.
 */
export const addressForm = /* @__PURE__ */ defineForm({
  route: addressLine(ADDRESS_LIMITS.route, 'addressRouteRequired', 'addressRouteInvalid'),
  floor: addressOptional(ADDRESS_LIMITS.floor, 'addressFloorInvalid'),
  postalCode,
  locality: addressLine(ADDRESS_LIMITS.locality, 'addressLocalityRequired', 'addressLocalityInvalid'),
  province: addressProvince,
  countryCode,
  aditionalInfo: addressOptional(ADDRESS_LIMITS.aditionalInfo, 'addressAditionalInfoInvalid'),
  fiscalName: addressOptional(ADDRESS_LIMITS.fiscalName, 'addressFiscalNameInvalid'),
  fiscalDocument: addressOptional(ADDRESS_LIMITS.fiscalDocument, 'addressFiscalDocumentInvalid'),
  CACode: addressOptional(ADDRESS_LIMITS.CACode, 'addressCACodeInvalid'),
});
