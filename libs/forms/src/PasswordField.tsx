import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { controlProps, LabelledField, textValue, useField, validatedEvents, type FieldBaseProps } from './FieldParts';
import { FORM_TEXT_KEYS } from './FormText';
import { EyeIcon } from './icons';
import { addonStyle, controlStyle, visuallyHiddenStyle, withAddonStyle } from './styles';

/** Props of {@link PasswordField}: the field props and any native input attribute. */
export interface PasswordFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'className'> {}

/**
 * A password field whose characters are hidden or visible by a toggle button. The button's name stays
 * "show password" and `aria-pressed` says whether they show; its tooltip says what the next press does. The
 * characters are hidden again when the form is submitted, so browsers offer to save the password as usual.
 */
export function PasswordField(props: PasswordFieldProps) {
  const field = useField(props);
  const { t, id } = field;
  const input = field.rest;
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
    <LabelledField field={field}>
      <div css={withAddonStyle}>
        <input
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          {...controlProps(field, input['aria-describedby'])}
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          css={controlStyle}
          {...validatedEvents(field.validation, textValue, input)}
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
    </LabelledField>
  );
}
