import type { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/** What the checks use of libphonenumber-js: what `#phone-lib` gives (`phone-lib.ts`, `phone-lib.none.ts`). */
export interface PhoneLib {
  readonly isSupportedCountry: typeof isSupportedCountry;
  readonly parsePhoneNumberFromString: typeof parsePhoneNumberFromString;
}
