import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { FORM_TEXT_KEYS, useFormText, type Translate } from './FormText';
import { useHydrated } from './hydrated';
import { ArrowIcon } from './icons';
import { buttonStyle, secondaryButtonStyle } from './styles';

/** The looks of a submit button: plain, or with an arrow after its text. */
export type SubmitDesign = 'submit' | 'submitArrow';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  readonly design?: SubmitDesign;
  /** The text; defaults to the translated "send". */
  readonly label?: ReactNode;
  /** While the form is sending: the text becomes "sending…", the button is `aria-disabled` and does not submit. */
  readonly busy?: boolean;
  /**
   * The form is sent by script only (it has no server action): the button stays disabled until the page is
   * interactive, so a press before hydration never sends the form natively (as a GET, its fields, a password among
   * them, would land in the address).
   */
  readonly requiresScript?: boolean;
  readonly t?: Translate;
}

/**
 * The submit button of a form (the specification's `submit` and `submitArrow` types).
 *
 * @example
 * <SubmitButton design="submitArrow" busy={form.status === 'sending'} />
 */
export function SubmitButton(props: SubmitButtonProps) {
  const {
    design = 'submit',
    label,
    busy = false,
    requiresScript = false,
    t: tProp,
    children,
    onClick,
    disabled,
    ...button
  } = props;
  const t = useFormText(tProp);
  const hydrated = useHydrated();
  const text = busy ? t(FORM_TEXT_KEYS.sending) : (label ?? children ?? t(FORM_TEXT_KEYS.send));
  return (
    <button
      {...button}
      type="submit"
      disabled={disabled || (requiresScript && !hydrated)}
      data-design={design}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      css={buttonStyle}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span>{text}</span>
      {design === 'submitArrow' && <ArrowIcon />}
    </button>
  );
}

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The text, already translated (or give children). */
  readonly label?: ReactNode;
  /** A look the app styles (`data-design`). */
  readonly design?: string;
}

/** A plain button inside a form (the specification's `button` type): it never submits. */
export function Button({ label, design, children, ...button }: ButtonProps) {
  return (
    <button {...button} type="button" data-design={design} css={[buttonStyle, secondaryButtonStyle]}>
      {label ?? children}
    </button>
  );
}
