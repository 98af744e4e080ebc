// `#phone-lib` in browsers: nothing at first. libphonenumber-js and its metadata (80 KB) come with `phone-lib.ts`, which
// `loadPhoneCheck` loads once a form with a phone field is used, so pages carry none of it in their first scripts (issue 14).
import type { PhoneLib } from './phone-lib-shape';

/** No phone library until `loadPhoneCheck` loads it. */
export const bundledPhoneLib: PhoneLib | null = null;
