import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  Asterisk,
  controlProps,
  FieldError,
  FieldFrame,
  useField,
  validatedEvents,
  type FieldBaseProps,
} from './FieldParts';
import { choiceStyle, labelStyle } from './styles';

/** Props of {@link Checkbox}: the field props, `checked`/`defaultChecked`, `value` and native input attributes. */
export interface CheckboxProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {
  /** Shown after the label, outside it (e.g. a link), so clicking it does not tick the box. */
  readonly after?: ReactNode;
}

/** A checkbox with its label beside it, the asterisk when mandatory and its message under it. */
export function Checkbox(props: CheckboxProps) {
  const field = useField(props);
  const { after, ...input } = field.rest;
  return (
    <FieldFrame {...field.frame}>
      <div css={choiceStyle}>
        <input
          {...input}
          {...controlProps(field, input['aria-describedby'])}
          type="checkbox"
          {...validatedEvents(field.validation, (control: HTMLInputElement) => control.checked, input)}
        />
        <span css={labelStyle}>
          <label htmlFor={field.id}>
            {field.label}
            {field.mandatory && <Asterisk />}
          </label>
          {after}
        </span>
      </div>
      <FieldError id={field.errorId} state={field.validation.state} t={field.t} />
    </FieldFrame>
  );
}
