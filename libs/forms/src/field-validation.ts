/** The validation every field shares: its rules on blur, its message (own or given by a form), re-checks while wrong. */
import { useState } from 'react';
import { PhoneCheckPending } from '@art/model';
import { collectFormData, isClearingForm } from './form-data';
import {
  VALID,
  validateField,
  type FieldState,
  type FieldValue,
  type MessageOptions,
  type ValidationRule,
} from './rules';

/** The validation props of every field. */
export interface FieldValidationProps {
  /** Rules run in order; the first failure's message shows under the field. */
  readonly validationRules?: readonly ValidationRule[];
  /** Run the rules when the field loses focus. */
  readonly validateOnBlur?: boolean;
  /**
   * The message key to show, when a form owns the field's state (`useForm`'s `field(name)` gives it); `''` shows
   * none. Left out, the field keeps its own state.
   */
  readonly error?: string;
  /** Interpolation values of `error`. */
  readonly errorOptions?: MessageOptions;
  /** Told every time the field checks its rules (on blur, or on a change while it shows a message). */
  readonly onValidate?: (state: FieldState) => void;
}

/** A field's validation state and the handlers that run its rules. */
export interface FieldValidation {
  readonly state: FieldState;
  /** Runs the rules on blur when `validateOnBlur` is set. */
  readonly blurred: (value: FieldValue, form: HTMLFormElement | null) => void;
  /** Runs the rules again after a change, only while a message shows, so it goes away once the value is right. */
  readonly changed: (value: FieldValue, form: HTMLFormElement | null) => void;
}

/** The validation hook of a field component. */
export function useFieldValidation(props: FieldValidationProps): FieldValidation {
  const { validationRules, validateOnBlur, error, errorOptions, onValidate } = props;
  const [own, setOwn] = useState<FieldState>(VALID);
  const controlled = error !== undefined;
  const state: FieldState = controlled
    ? error === ''
      ? VALID
      : { valid: false, message: error, ...(errorOptions ? { messageOptions: errorOptions } : {}) }
    : own;

  const report = (next: FieldState): void => {
    if (!controlled) setOwn(next);
    onValidate?.(next);
  };
  const run = (value: FieldValue, form: HTMLFormElement | null): void => {
    const data = form ? collectFormData(form) : {};
    try {
      report(validateField(validationRules, value, data));
    } catch (error) {
      // A phone checked before its library has loaded (browsers load it on demand): checked again once it is there.
      if (!(error instanceof PhoneCheckPending)) throw error;
      void error.ready.then(
        () => report(validateField(validationRules, value, data)),
        () => undefined,
      );
    }
  };

  return {
    state,
    blurred: (value, form) => {
      if (validateOnBlur && validationRules?.length) run(value, form);
    },
    changed: (value, form) => {
      if (isClearingForm()) {
        if (!state.valid) report(VALID);
        return;
      }
      if (!state.valid && validationRules?.length) run(value, form);
    },
  };
}
