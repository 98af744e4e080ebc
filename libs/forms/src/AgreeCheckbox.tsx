import { FORM_TEXT_KEYS, useFormText } from './FormText';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { linkStyle, visuallyHiddenStyle } from './styles';

/** Props of {@link AgreeCheckbox}: a checkbox's, plus where the terms page is. */
export interface AgreeCheckboxProps extends Omit<CheckboxProps, 'label' | 'after'> {
  /** The terms and conditions page of the visitor's language (e.g. `href('terms', {}, lang)`). */
  readonly termsHref: string;
}

/**
 * The agree checkbox: "acepto los terminos y condiciones" (translated) and, beside the label, a link to the terms
 * page that opens in a new tab (`rel="noopener noreferrer"`, and said to screen readers). A form's schema makes
 * ticking it necessary (`consent(code, FORM_MESSAGES.acceptTerms)` of `@art/model`: its message speaks of the terms).
 */
export function AgreeCheckbox({ termsHref, ...props }: AgreeCheckboxProps) {
  const t = useFormText(props.t);
  return (
    <Checkbox
      {...props}
      label={t(FORM_TEXT_KEYS.agree)}
      after={
        <>
          {' '}
          <a href={termsHref} target="_blank" rel="noopener noreferrer" css={linkStyle}>
            {t(FORM_TEXT_KEYS.readTerms)}
            <span css={visuallyHiddenStyle}> {t(FORM_TEXT_KEYS.newTab)}</span>
          </a>
        </>
      }
    />
  );
}
