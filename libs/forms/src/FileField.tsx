import type { InputHTMLAttributes } from 'react';
import { controlProps, LabelledField, useField, validatedEvents, type FieldBaseProps } from './FieldParts';
import { fileValue } from './form-data';
import { controlStyle } from './styles';

/** Props of {@link FileField}: the field props, `accept`, `multiple` and native input attributes. */
export interface FileFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className' | 'value' | 'defaultValue'> {
  /** The file types offered, e.g. `image/*,.pdf`. */
  readonly accept?: string;
}

/** A file field (`accept` limits what the picker offers; the server still checks what arrives). */
export function FileField(props: FileFieldProps) {
  const field = useField(props);
  const input = field.rest;
  return (
    <LabelledField field={field}>
      <input
        {...input}
        {...controlProps(field, input['aria-describedby'])}
        type="file"
        css={controlStyle}
        {...validatedEvents(field.validation, fileValue, input)}
      />
    </LabelledField>
  );
}
