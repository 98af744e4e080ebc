import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Anchor } from './Anchor';
import { isSafeHref } from './safe-href';
import { Spinner } from './Spinner';
import { colours, fonts, fontWeights, motion, typeScale } from './theme';

/** Looks of a button. `link` looks like a text link but keeps the button's semantics. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
/** Heights of a button: 36, 44 (a comfortable touch target) and 52 px. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** `Omit` that keeps the branches of a union apart. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const active = '&:not(:disabled):not([aria-disabled="true"])';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  margin: 0,
  border: '1px solid transparent',
  borderRadius: 0,
  fontFamily: fonts.text,
  fontWeight: fontWeights.medium,
  letterSpacing: '0.01em',
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  '& > svg, & > [data-spinner]': { flexShrink: 0 },
});

const sizes: Record<ButtonSize, SerializedStyles> = {
  small: css({ minHeight: '2.25rem', paddingInline: '0.875rem', fontSize: typeScale.small.fontSize }),
  medium: css({ minHeight: '2.75rem', paddingInline: '1.25rem', fontSize: typeScale.small.fontSize }),
  large: css({ minHeight: '3.25rem', paddingInline: '1.75rem', fontSize: typeScale.body.fontSize }),
};

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css({
    backgroundColor: colours.ink,
    borderColor: colours.ink,
    color: colours.paper,
    [`${active}:hover`]: { backgroundColor: colours.accent, borderColor: colours.accent },
  }),
  secondary: css({
    backgroundColor: 'transparent',
    borderColor: colours.ink,
    color: colours.ink,
    [`${active}:hover`]: { backgroundColor: colours.ink, color: colours.paper },
  }),
  ghost: css({
    backgroundColor: 'transparent',
    color: colours.ink,
    [`${active}:hover`]: { backgroundColor: colours.surface },
  }),
  link: css({
    minHeight: 0,
    padding: 0,
    border: 0,
    background: 'none',
    color: colours.ink,
    fontSize: 'inherit',
    fontWeight: 'inherit',
    // Wraps like the text it sits in, not centred as a button's label.
    textAlign: 'start',
    textDecoration: 'underline',
    textDecorationThickness: 1,
    textUnderlineOffset: '0.2em',
    [`${active}:hover`]: { color: colours.accent },
  }),
};

const fullWidthStyle = css({ width: '100%' });

/**
 * The styles of a button, to dress another element (e.g. React Router's `<Link>`) as one.
 * @example <Link to={to} css={buttonStyles({ variant: 'secondary' })}>…</Link>
 */
export function buttonStyles({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): SerializedStyles[] {
  const look = variants[variant] ?? variants.primary;
  return variant === 'link'
    ? [base, look]
    : [base, sizes[size] ?? sizes.medium, look, ...(fullWidth ? [fullWidthStyle] : [])];
}

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: shows a spinner, sets `aria-busy` and ignores clicks while keeping focus. */
  busy?: boolean;
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  iconStart?: ReactNode;
  /** An icon after the label (decorative). */
  iconEnd?: ReactNode;
  children?: ReactNode;
}

/** A `<button>`; `type` is "button" unless given. */
export type NativeButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { as?: 'button'; href?: never };

/** An `<a>` that looks like a button; a disabled one renders without `href` and with `aria-disabled`. */
export type AnchorButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { as: 'a'; href: string; disabled?: boolean };

/** Props of `Button`: a button, or a link (`as="a"` with `href`). */
export type ButtonProps = NativeButtonProps | AnchorButtonProps;

function content(busy: boolean, iconStart: ReactNode, iconEnd: ReactNode, children: ReactNode) {
  return (
    <>
      {busy ? <Spinner size={16} /> : iconStart}
      {children}
      {iconEnd}
    </>
  );
}

/**
 * A button or a link styled as one, square-cornered, in four variants.
 * @example <Button onClick={save} busy={saving}>{t('save')}</Button>
 * @example <Button as="a" href={ticketsUrl} variant="secondary">{t('tickets')}</Button>
 */
export function Button(props: ButtonProps) {
  if (props.as === 'a') {
    const {
      as: _as,
      variant,
      size,
      busy = false,
      fullWidth,
      iconStart,
      iconEnd,
      children,
      href,
      disabled = false,
      onClick,
      ...rest
    } = props;
    const inert = disabled || busy;
    const safe = isSafeHref(href);
    return (
      <Anchor
        css={buttonStyles({ variant, size, fullWidth })}
        {...rest}
        // A disabled link has no address: nothing to follow, nothing to focus.
        href={disabled || !safe ? undefined : href}
        role={disabled || !safe ? 'link' : rest.role}
        aria-disabled={inert || undefined}
        aria-busy={busy || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inert) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content(busy, iconStart, iconEnd, children)}
      </Anchor>
    );
  }
  const {
    as: _as,
    variant,
    size,
    busy = false,
    fullWidth,
    iconStart,
    iconEnd,
    children,
    type = 'button',
    onClick,
    ...rest
  } = props;
  return (
    <button
      css={buttonStyles({ variant, size, fullWidth })}
      type={type}
      {...rest}
      // Busy stays focusable (aria-disabled rather than disabled) so keyboard focus is not lost.
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content(busy, iconStart, iconEnd, children)}
    </button>
  );
}
