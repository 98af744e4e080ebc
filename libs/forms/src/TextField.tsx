import type { InputHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { useFieldValidation } from './field-validation';
import { useFormText } from './FormText';
import { controlStyle } from './styles';

/** The field types a `TextField` renders. */
export type TextFieldType = 'text' | 'email' | 'promo' | 'number';

/** Props of {@link TextField}: the field props and any native input attribute (placeholder, autoComplete…). */
export interface TextFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {
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
 * <TextField type="email" name="fromEmail" label={t('forms:fields.email')} mandatory validationRules={[required, email]} validateOnBlur />
 */
export function TextField(props: TextFieldProps) {
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className, type = 'text',
    validationRules, validateOnBlur, error, errorOptions, onValidate, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  const promo = type === 'promo';
  return (
    <FieldFrame half={half} design={design} className={className}>
      <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        autoComplete={promo ? 'off' : type === 'email' ? 'email' : undefined}
        autoCapitalize={promo ? 'characters' : type === 'email' ? 'none' : undefined}
        spellCheck={promo || type === 'email' ? false : undefined}
        inputMode={type === 'email' ? 'email' : undefined}
        {...input}
        id={id}
        name={name}
        type={INPUT_TYPES[type]}
        data-type={type}
        aria-required={mandatory || undefined}
        {...invalidProps(validation.state, errorId, input['aria-describedby'])}
        css={controlStyle}
        onBlur={(event) => {
          validation.blurred(event.currentTarget.value, event.currentTarget.form);
          input.onBlur?.(event);
        }}
        onChange={(event) => {
          validation.changed(event.currentTarget.value, event.currentTarget.form);
          input.onChange?.(event);
        }}
      />
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
