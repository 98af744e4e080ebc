import type { TextareaHTMLAttributes } from 'react';
import { controlProps, LabelledField, textValue, useField, validatedEvents, type FieldBaseProps } from './FieldParts';
import { controlStyle, textareaStyle } from './styles';

/** Props of {@link TextArea}: the field props and any native textarea attribute. */
export interface TextAreaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'> {}

/** A multi-line text field (a message) with its label, asterisk and message. */
export function TextArea(props: TextAreaProps) {
  const field = useField(props);
  const { rows = 5, ...textarea } = field.rest;
  return (
    <LabelledField field={field}>
      <textarea
        rows={rows}
        {...textarea}
        {...controlProps(field, textarea['aria-describedby'])}
        css={[controlStyle, textareaStyle]}
        {...validatedEvents(field.validation, textValue, textarea)}
      />
    </LabelledField>
  );
}
