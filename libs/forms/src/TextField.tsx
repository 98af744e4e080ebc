import type { InputHTMLAttributes } from 'react';
import { controlProps, LabelledField, textValue, useField, validatedEvents, type FieldBaseProps } from './FieldParts';
import { controlStyle } from './styles';

/** The field types a `TextField` renders. */
export type TextFieldType = 'text' | 'email' | 'promo' | 'number';

/** Props of {@link TextField}: the field props and any native input attribute (placeholder, autoComplete…). */
export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {
  /** `text` (default), `email`, `promo` (a promotional code) or `number`. */
  readonly type?: TextFieldType;
}

const INPUT_TYPES: Readonly<Record<TextFieldType, string>> = {
  text: 'text',
  email: 'email',
  promo: 'text',
  number: 'number',
};

/**
 * A one-line text field (text, email, promo code, number) with its label, asterisk and message.
 *
 * @example
 * <TextField type="email" name="fromEmail" label={t('forms:fields.email')} mandatory validationRules={[schemaRule(contactPageForm, 'fromEmail')]} validateOnBlur />
 */
export function TextField(props: TextFieldProps) {
  const field = useField(props);
  const { type = 'text', ...input } = field.rest;
  const promo = type === 'promo';
  return (
    <LabelledField field={field}>
      <input
        autoComplete={promo ? 'off' : type === 'email' ? 'email' : undefined}
        autoCapitalize={promo ? 'characters' : type === 'email' ? 'none' : undefined}
        spellCheck={promo || type === 'email' ? false : undefined}
        inputMode={type === 'email' ? 'email' : undefined}
        {...input}
        {...controlProps(field, input['aria-describedby'])}
        type={INPUT_TYPES[type]}
        data-type={type}
        css={controlStyle}
        {...validatedEvents(field.validation, textValue, input)}
      />
    </LabelledField>
  );
}
