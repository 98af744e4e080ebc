import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldLabel, invalidProps, useFieldIds, type FieldBaseProps } from './FieldParts';
import { useFieldValidation } from './field-validation';
import { FORM_TEXT_KEYS, useFormText } from './FormText';
import { EyeIcon } from './icons';
import { addonStyle, controlStyle, visuallyHiddenStyle, withAddonStyle } from './styles';

/** Props of {@link PasswordField}: the field props and any native input attribute. */
export interface PasswordFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {}

/**
 * A password field whose characters are hidden or visible by a toggle button. The button's name stays
 * "show password" and `aria-pressed` says whether they show; its tooltip says what the next press does. The
 * characters are hidden again when the form is submitted, so browsers offer to save the password as usual.
 */
export function PasswordField(props: PasswordFieldProps) {
  const {
    id: idProp, name, label, hideLabel, mandatory, half, design, t: tProp, className,
    validationRules, validateOnBlur, error, errorOptions, onValidate, ...input
  } = props;
  const t = useFormText(tProp);
  const { id, errorId } = useFieldIds(idProp);
  const validation = useFieldValidation({ validationRules, validateOnBlur, error, errorOptions, onValidate });
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  return (
    <FieldFrame half={half} design={design} className={className}>
      <FieldLabel htmlFor={id} mandatory={mandatory} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div css={withAddonStyle}>
        <input
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
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
        <button
          type="button"
          css={addonStyle}
          aria-pressed={visible}
          aria-controls={id}
          title={t(visible ? FORM_TEXT_KEYS.hidePassword : FORM_TEXT_KEYS.showPassword)}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
          <span css={visuallyHiddenStyle}>{t(FORM_TEXT_KEYS.showPassword)}</span>
        </button>
      </div>
      <FieldError id={errorId} state={validation.state} t={t} />
    </FieldFrame>
  );
}
