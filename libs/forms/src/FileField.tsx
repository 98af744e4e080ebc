import type { InputHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { fileValue } from './form-data';
import { useFieldValidation } from './field-validation';
import { useFormText } from './FormText';
import { controlStyle } from './styles';

/** Props of {@link FileField}: the field props, `accept`, `multiple` and native input attributes. */
export interface FileFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className' | 'value' | 'defaultValue'> {
  /** The file types offered, e.g. `image/*,.pdf`. */
  readonly accept?: string;
}

/** A file field (`accept` limits what the picker offers; the server still checks what arrives). */
export function FileField(props: FileFieldProps) {
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className,
    validationRules, validateOnBlur, error, errorOptions, onValidate, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  return (
    <FieldFrame half={half} design={design} className={className}>
      <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...input}
        id={id}
        name={name}
        type="file"
        aria-required={mandatory || undefined}
        {...invalidProps(validation.state, errorId, input['aria-describedby'])}
        css={controlStyle}
        onBlur={(event) => {
          validation.blurred(fileValue(event.currentTarget), event.currentTarget.form);
          input.onBlur?.(event);
        }}
        onChange={(event) => {
          validation.changed(fileValue(event.currentTarget), event.currentTarget.form);
          input.onChange?.(event);
        }}
      />
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
