/** A form's behaviour: check in order on submit, show the messages, focus the first failure, send, report status. */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { PhoneCheckPending, loadPhoneCheck } from '@art/model';
import { clearForm, collectFormData } from './form-data';
import { getOwn, setOwn } from './own-property';
import {
  VALID,
  validateForm,
  type FieldDefinition,
  type FieldState,
  type FormValues,
  type MessageOptions,
  type ValidationRule,
} from './rules';

/** Where a form is: being filled in, sending, sent with success, or sent with an error. */
export type FormStatus = 'editing' | 'sending' | 'sent' | 'error';

/** Options of {@link useForm}. */
export interface UseFormOptions {
  /** The fields to check, in the order they are checked; none accepts everything (the generic check). */
  readonly fields?: readonly FieldDefinition[];
  /**
   * Called with the collected data once every field passes. The status becomes `sent`, or `error` when it throws,
   * rejects or answers `false`.
   */
  readonly onSubmit: (data: FormValues) => unknown;
  /** The `<form>`'s method, used when JavaScript is off. */
  readonly method?: 'get' | 'post';
  /** The `<form>`'s action, where the browser posts when JavaScript is off. */
  readonly action?: string;
  /** Show every failing field's message (default), or only the first one's. The first failure is focused either way. */
  readonly reportAll?: boolean;
}

/** The props to spread on a field: its id and name, its rules, its message, and how it reports a blur check. */
export interface FieldBinding {
  readonly id: string;
  readonly name: string;
  readonly validationRules?: readonly ValidationRule[];
  readonly validateOnBlur?: boolean;
  /** The message key shown under the field, `''` for none. */
  readonly error: string;
  readonly errorOptions?: MessageOptions;
  readonly onValidate: (state: FieldState) => void;
}

/** The props to spread on the `<form>`. */
export interface FormProps {
  readonly ref: RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form shows its own messages instead of the browser's. */
  readonly noValidate: true;
  /** Loads the phone check once the form is first used, when a field checks a phone. */
  readonly onFocus?: () => void;
  readonly method?: 'get' | 'post';
  readonly action?: string;
  readonly 'aria-busy'?: true;
}

/** What {@link useForm} gives. */
export interface UseFormResult {
  readonly formProps: FormProps;
  /** The props of field `name` (spread them on the field component). */
  readonly field: (name: string) => FieldBinding;
  /** Every checked field's state, by name. */
  readonly errors: Readonly<Record<string, FieldState>>;
  readonly status: FormStatus;
  /** Clears the form (text emptied, boxes unticked), its messages, and goes back to `editing`. */
  readonly reset: () => void;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** Focuses the control of field `name`: by its id, else by its name; inside a group, its checked or first control. */
function focusField(form: HTMLFormElement, id: string, name: string): void {
  let target: Element | null = form.ownerDocument.getElementById(id);
  if (!target || !form.contains(target)) {
    const named = form.elements.namedItem(name);
    target = named instanceof RadioNodeList ? ((named[0] as Element | undefined) ?? null) : named;
  }
  if (!target) return;
  if (!target.matches(FOCUSABLE)) {
    target = target.querySelector('input:checked:not(:disabled)') ?? target.querySelector(FOCUSABLE);
  }
  if (target instanceof HTMLElement) target.focus();
}

/**
 * A form's behaviour. On submit: collects the data, checks the fields in their declared order, shows each failing
 * field's message (or only the first's, with `reportAll: false`), focuses the first failing field, and calls
 * `onSubmit(data)` only when all pass, with `status` going `sending` then `sent` or `error`. Without JavaScript
 * the `<form>` keeps its `method` and `action` and the browser posts it (the server checks it then).
 *
 * @example
 * const form = useForm({ fields: schemaFields(contactPageForm), onSubmit: (data) => send(toContactMessage(data)), method: 'post', action: '/es/contacto' });
 * <form {...form.formProps}>
 *   <TextField name="fromName" label={t('forms:fields.name')} mandatory {...form.field('fromName')} />
 *   <SubmitButton busy={form.status === 'sending'} />
 * </form>
 */
export function useForm(options: UseFormOptions): UseFormResult {
  const { fields = [], onSubmit, method, action, reportAll = true } = options;
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, FieldState>>>({});
  const [status, setStatus] = useState<FormStatus>('editing');
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  const sending = useRef(false);
  const idOf = (name: string) => `form${prefix}-${name}`;

  // Focus after the messages are rendered, so the field is announced with its message.
  useEffect(() => {
    if (focusRequest && formRef.current) {
      focusField(formRef.current, `form${prefix}-${focusRequest.name}`, focusRequest.name);
    }
  }, [focusRequest, prefix]);

  const send = async (data: FormValues) => {
    sending.current = true;
    setStatus('sending');
    try {
      const outcome = await onSubmit(data);
      setStatus(outcome === false ? 'error' : 'sent');
    } catch {
      setStatus('error');
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    check(collectFormData(event.currentTarget));
  };

  const check = (data: FormValues) => {
    let result: ReturnType<typeof validateForm>;
    try {
      result = validateForm(fields, data);
    } catch (error) {
      // A phone checked before its library has loaded (browsers load it on demand): the form is checked once it is.
      if (!(error instanceof PhoneCheckPending)) throw error;
      // Meanwhile a second submit waits, as during a send.
      sending.current = true;
      void error.ready.then(
        () => {
          sending.current = false;
          check(data);
        },
        () => {
          sending.current = false;
          setStatus('error');
        },
      );
      return;
    }
    if (result.valid) {
      setErrors(result.fields);
      void send(data);
      return;
    }
    const first = result.firstInvalid;
    if (reportAll || !first) {
      setErrors(result.fields);
    } else {
      const shown: Record<string, FieldState> = {};
      for (const [name, state] of Object.entries(result.fields))
        setOwn(shown, name, name === first.name ? state : VALID);
      setErrors(shown);
    }
    setStatus('editing');
    if (first) setFocusRequest({ name: first.name });
  };

  const definitions = new Map(fields.map((definition) => [definition.name, definition]));
  const phoneFields = fields.some((definition) => definition.loadsPhoneCheck);

  return {
    formProps: {
      ref: formRef,
      onSubmit: submit,
      noValidate: true,
      ...(phoneFields ? { onFocus: () => void loadPhoneCheck().catch(() => undefined) } : {}),
      ...(method ? { method } : {}),
      ...(action ? { action } : {}),
      ...(status === 'sending' ? { 'aria-busy': true as const } : {}),
    },
    field: (name) => {
      const definition = definitions.get(name);
      const state = getOwn(errors, name) ?? VALID;
      return {
        id: idOf(name),
        name,
        ...(definition?.rules ? { validationRules: definition.rules } : {}),
        ...(definition?.validateOnBlur ? { validateOnBlur: true } : {}),
        error: state.valid ? '' : state.message,
        ...(state.messageOptions ? { errorOptions: state.messageOptions } : {}),
        onValidate: (next) =>
          setErrors((previous) => {
            const updated = { ...previous };
            setOwn(updated, name, next);
            return updated;
          }),
      };
    },
    errors,
    status,
    reset: () => {
      if (formRef.current) clearForm(formRef.current);
      setErrors({});
      setStatus('editing');
    },
  };
}
