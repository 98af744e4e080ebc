// `#phone-lib` outside browsers (the API, the site servers, Node tests): libphonenumber-js at once, so the forms'
// schemas check phones synchronously, as they always did. Browsers load this module on demand (`loadPhoneCheck`).
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { PhoneLib } from './phone-lib-shape';

/** The phone library, loaded with the module. */
export const bundledPhoneLib: PhoneLib | null = { isSupportedCountry, parsePhoneNumberFromString };
