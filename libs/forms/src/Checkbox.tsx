import type { InputHTMLAttributes, ReactNode } from 'react';
import { Asterisk, FieldError, FieldFrame, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { useFieldValidation } from './field-validation';
import { useFormText } from './FormText';
import { choiceStyle, labelStyle } from './styles';

/** Props of {@link Checkbox}: the field props, `checked`/`defaultChecked`, `value` and native input attributes. */
export interface CheckboxProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {
  /** Shown after the label, outside it (e.g. a link), so clicking it does not tick the box. */
  readonly after?: ReactNode;
}

/** A checkbox with its label beside it, the asterisk when mandatory and its message under it. */
export function Checkbox(props: CheckboxProps) {
  const {
    id: idProp, name, label, hideLabel: _hideLabel, mandatory, half, design, t: tProp, className, after,
    validationRules, validateOnBlur, error, errorOptions, onValidate, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  return (
    <FieldFrame half={half} design={design} className={className}>
      <div css={choiceStyle}>
        <input
          {...input}
          id={id}
          name={name}
          type="checkbox"
          aria-required={mandatory || undefined}
          {...invalidProps(validation.state, errorId, input['aria-describedby'])}
          onBlur={(event) => {
            validation.blurred(event.currentTarget.checked, event.currentTarget.form);
            input.onBlur?.(event);
          }}
          onChange={(event) => {
            validation.changed(event.currentTarget.checked, event.currentTarget.form);
            input.onChange?.(event);
          }}
        />
        <span css={labelStyle}>
          <label htmlFor={id}>
            {label}
            {mandatory && <Asterisk />}
          </label>
          {after}
        </span>
      </div>
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
