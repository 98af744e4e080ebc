import type { TextareaHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { useFieldValidation } from './field-validation';
import { useFormText } from './FormText';
import { controlStyle, textareaStyle } from './styles';

/** Props of {@link TextArea}: the field props and any native textarea attribute. */
export interface TextAreaProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'> {}

/** A multi-line text field (a message) with its label, asterisk and message. */
export function TextArea(props: TextAreaProps) {
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className,
    validationRules, validateOnBlur, error, errorOptions, onValidate, rows = 5, ...textarea
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  return (
    <FieldFrame half={half} design={design} className={className}>
      <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        rows={rows}
        {...textarea}
        id={id}
        name={name}
        aria-required={mandatory || undefined}
        {...invalidProps(validation.state, errorId, textarea['aria-describedby'])}
        css={[controlStyle, textareaStyle]}
        onBlur={(event) => {
          validation.blurred(event.currentTarget.value, event.currentTarget.form);
          textarea.onBlur?.(event);
        }}
        onChange={(event) => {
          validation.changed(event.currentTarget.value, event.currentTarget.form);
          textarea.onChange?.(event);
        }}
      />
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
