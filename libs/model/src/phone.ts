/**
 * The phone library of the forms' checks (libphonenumber-js), loaded where it is needed: with the module on servers
 * and in Node (`#phone-lib` is `phone-lib.ts`), on demand in browsers (`#phone-lib` is `phone-lib.none.ts`), where the form kit
 * calls {@link loadPhoneCheck} once a form with a phone field is used. A check run in a browser before the library
 * is there throws {@link PhoneCheckPending}, whose `ready` says when to run it again: a phone is never passed or
 * refused unchecked.
 */
// A subpath import (`imports` of package.json): browsers resolve it to `phone-lib.none.ts`, Node to `phone-lib.ts`.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { bundledPhoneLib } from '#phone-lib';

import type { PhoneLib } from './phone-lib-shape';

export type { PhoneLib } from './phone-lib-shape';

let phoneLib: PhoneLib | null = bundledPhoneLib;
let loading: Promise<void> | null = null;

/** Thrown by a phone check run before the library is loaded (browsers only): run the check again once `ready`. */
export class PhoneCheckPending extends Error {
  constructor(readonly ready: Promise<void>) {
    super('The phone check is loading');
    this.name = 'PhoneCheckPending';
  }
}

/** Whether phones can be checked now. */
export function phoneCheckReady(): boolean {
  return phoneLib !== null;
}

/**
 * Loads the phone library (once; again after a failed load). Resolves at once where it is bundled.
 * @example useEffect(() => void loadPhoneCheck(), []);
 */
export function loadPhoneCheck(): Promise<void> {
  if (phoneLib) return Promise.resolve();
  loading ??= import('./phone-lib').then(
    (loaded) => {
      phoneLib = loaded.bundledPhoneLib;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The phone library, or {@link PhoneCheckPending} (and its load started) when a browser has not loaded it yet. */
export function phoneLibrary(): PhoneLib {
  if (phoneLib) return phoneLib;
  throw new PhoneCheckPending(loadPhoneCheck());
}
