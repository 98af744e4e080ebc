/** The parts every field is built from: its frame, its label with the mandatory asterisk, its message. */
import { useId, type ReactNode } from 'react';
import type { FieldState } from './rules';
import type { Translate } from './FormText';
import type { FieldValidationProps } from './field-validation';
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
export function FieldFrame(props: {
  half?: boolean;
  design?: string;
  className?: string;
  children?: ReactNode;
}) {
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
