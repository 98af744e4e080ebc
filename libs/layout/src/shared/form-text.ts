import { FORM_TEXT_KEYS, type Translate } from '@art/forms';
import type { TFunction } from '@art/i18n';
import { FORM_MESSAGES } from '@art/model';

/**
 * The form kit's own texts (`forms:` keys) that the layout's forms show, mapped to keys of `common`: the header and
 * footer are on every page, but the `forms` namespace is loaded only by the pages that have forms.
 */
const IN_COMMON: Readonly<Record<string, string>> = {
  [FORM_TEXT_KEYS.send]: 'footer.send',
  [FORM_TEXT_KEYS.sending]: 'footer.sending',
  [FORM_TEXT_KEYS.newTab]: 'layout.newTab',
  [FORM_TEXT_KEYS.search]: 'header.search',
  [FORM_TEXT_KEYS.clearSearch]: 'header.clearSearch',
  // The footer's contact form checks its fields with the contact schema: the messages it can show.
  [FORM_MESSAGES.tooLong]: 'footer.errors.tooLong',
  [FORM_MESSAGES.noMarkup]: 'footer.errors.nameInvalid',
};

/** A translate function for the form kit inside the layout: its `forms:` texts come from `common`. */
export function layoutFormText(t: TFunction): Translate {
  return (key, options) => {
    const own = IN_COMMON[key] ?? key;
    return options ? t(own, options) : t(own);
  };
}
