/** The parts every field is built from: its frame, its label with the mandatory asterisk, its message. */
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { FieldState, FieldValue } from './rules';
import { useFormText, type Translate } from './FormText';
import { useFieldValidation, type FieldValidation, type FieldValidationProps } from './field-validation';
import { asteriskStyle, errorStyle, fieldStyle, halfStyle, labelStyle, visuallyHiddenStyle } from './styles';

/** The props every field takes (the specification's field properties, minus `type`, `value` and `checked`). */
export interface FieldBaseProps extends FieldValidationProps {
  readonly id?: string;
  readonly name?: string;
  /** The label, already translated. */
  readonly label?: ReactNode;
  /** Keep the label for screen readers only. */
  readonly hideLabel?: boolean;
  /** Shows an asterisk after the label and marks the control `aria-required`. */
  readonly mandatory?: boolean;
  /** Half the row's width (full width on narrow screens). */
  readonly half?: boolean;
  /** A look the app styles (`data-design` on the field's frame). */
  readonly design?: string;
  /** The translate function; else the one of `FormTextProvider`. */
  readonly t?: Translate;
  /** Class of the field's frame. */
  readonly className?: string;
}

/** The ids of a field: its control (given or generated) and its message. */
export function useFieldIds(id: string | undefined): { id: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  return { id: controlId, errorId: `${controlId}-error` };
}

/** Joins ids for `aria-describedby`/`aria-labelledby`, leaving out empty ones; `undefined` when none is left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const kept = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return kept.length ? kept.join(' ') : undefined;
}

/** The block of one field, full or half width. */
export function FieldFrame(props: { half?: boolean; design?: string; className?: string; children?: ReactNode }) {
  return (
    <div css={[fieldStyle, props.half && halfStyle]} data-design={props.design} className={props.className}>
      {props.children}
    </div>
  );
}

/** The asterisk of a mandatory field; screen readers get `aria-required` on the control instead. */
export function Asterisk() {
  return (
    <span aria-hidden="true" css={asteriskStyle}>
      *
    </span>
  );
}

/**
 * A field's label bound to its control, with the asterisk when mandatory. `as="span"` gives a plain element for
 * controls named by `aria-labelledby` instead (a `<label>` would click the select's button).
 */
export function FieldLabel(props: {
  htmlFor: string;
  id?: string;
  mandatory?: boolean;
  hidden?: boolean;
  as?: 'label' | 'span';
  children?: ReactNode;
}) {
  if (props.children === undefined || props.children === null || props.children === '') return null;
  const style = props.hidden ? visuallyHiddenStyle : labelStyle;
  const content = (
    <>
      {props.children}
      {props.mandatory && <Asterisk />}
    </>
  );
  return props.as === 'span' ? (
    <span id={props.id} css={style}>
      {content}
    </span>
  ) : (
    <label htmlFor={props.htmlFor} id={props.id} css={style}>
      {content}
    </label>
  );
}

/** The message under an invalid field, announced when it appears; nothing when the field is valid. */
export function FieldError({ id, state, t }: { id: string; state: FieldState; t: Translate }) {
  if (state.valid || state.message === '') return null;
  return (
    <p id={id} role="alert" css={errorStyle}>
      {t(state.message, state.messageOptions ? { ...state.messageOptions } : undefined)}
    </p>
  );
}

/** The ARIA state of an invalid control: `aria-invalid` and its message in `aria-describedby`. */
export function invalidProps(
  state: FieldState,
  errorId: string,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = !state.valid && state.message !== '';
  const joined = joinIds(describedBy, invalid && errorId);
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(joined ? { 'aria-describedby': joined } : {}) };
}

/** What {@link useField} makes of a field's props: its ids, texts, validation, frame, and the control's own props. */
export interface FieldSetup<Rest> {
  readonly t: Translate;
  readonly id: string;
  readonly errorId: string;
  readonly name: string | undefined;
  readonly label: ReactNode;
  readonly hideLabel: boolean | undefined;
  readonly mandatory: boolean | undefined;
  readonly validation: FieldValidation;
  readonly frame: { readonly half?: boolean; readonly design?: string; readonly className?: string };
  /** Every prop that is not a field prop: what the component passes on to its control. */
  readonly rest: Rest;
}

/**
 * The setup every field component starts with: splits the field props ({@link FieldBaseProps}) from the control's
 * own, and gives the translate function, the ids and the validation.
 */
export function useField<P extends FieldBaseProps>(props: P): FieldSetup<Omit<P, keyof FieldBaseProps>> {
  const {
    id: idProp,
    name,
    label,
    hideLabel,
    mandatory,
    half,
    design,
    t: tProp,
    className,
    validationRules,
    validateOnBlur,
    error,
    errorOptions,
    onValidate,
    ...rest
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  return { t, id, errorId, name, label, hideLabel, mandatory, validation, frame: { half, design, className }, rest };
}

/** The attributes every control of a field carries: id, name, `aria-required` and its invalid state. */
export function controlProps(field: FieldSetup<unknown>, describedBy?: string) {
  return {
    id: field.id,
    name: field.name,
    'aria-required': field.mandatory || undefined,
    ...invalidProps(field.validation.state, field.errorId, describedBy),
  };
}

type FieldControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The blur and change handlers of a control: the field's rules run on the value `read` takes from the control, then
 * the control's own handlers (from the component's props) are called.
 */
export function validatedEvents<E extends FieldControl>(
  validation: FieldValidation,
  read: (control: E) => FieldValue,
  own: { onBlur?: (event: FocusEvent<E>) => void; onChange?: (event: ChangeEvent<E>) => void },
) {
  return {
    onBlur: (event: FocusEvent<E>) => {
      validation.blurred(read(event.currentTarget), event.currentTarget.form);
      own.onBlur?.(event);
    },
    onChange: (event: ChangeEvent<E>) => {
      validation.changed(read(event.currentTarget), event.currentTarget.form);
      own.onChange?.(event);
    },
  };
}

/** Reads a text control's value. */
export const textValue = (control: FieldControl): string => control.value;

/** A field with its label above the control and its message under it (text, password, file, search, textarea). */
export function LabelledField(props: { field: FieldSetup<unknown>; labelText?: ReactNode; children: ReactNode }) {
  const { field } = props;
  return (
    <FieldFrame {...field.frame}>
      <FieldLabel htmlFor={field.id} mandatory={field.mandatory} hidden={field.hideLabel}>
        {props.labelText ?? field.label}
      </FieldLabel>
      {props.children}
      <FieldError id={field.errorId} state={field.validation.state} t={field.t} />
    </FieldFrame>
  );
}
