import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps, type ButtonSize, type DistributiveOmit } from './Button';
import { VisuallyHidden } from './VisuallyHidden';

const square = {
  small: css({ width: '2.25rem', minWidth: '2.25rem', paddingInline: 0 }),
  medium: css({ width: '2.75rem', minWidth: '2.75rem', paddingInline: 0 }),
  large: css({ width: '3.25rem', minWidth: '3.25rem', paddingInline: 0 }),
} as const;

const withExtra = css({ position: 'relative' });

/** Props of `IconButton`: those of `Button`, with a required text `label` instead of children. */
export type IconButtonProps = DistributiveOmit<
  ButtonProps,
  'children' | 'variant' | 'iconStart' | 'iconEnd' | 'fullWidth'
> & {
  /** The accessible name ("Buscar", "Cerrar"): required, since the icon itself says nothing. */
  label: string;
  /** The icon, e.g. `<SearchIcon />`. */
  icon: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** For toggles (favourite, search): sets `aria-pressed`. */
  pressed?: boolean;
  /** Something shown beside the icon, e.g. a count `Badge`; it becomes part of the name. */
  extra?: ReactNode;
};

/**
 * A square button (or link) showing only an icon, named by a visually hidden label.
 * @example <IconButton label={t('search')} icon={<SearchIcon />} onClick={toggle} aria-expanded={open} />
 */
export function IconButton({
  label,
  icon,
  extra,
  pressed,
  variant = 'ghost',
  size = 'medium',
  ...rest
}: IconButtonProps) {
  const name = typeof label === 'string' ? label.trim() : '';
  if (!name && process.env.NODE_ENV !== 'production') {
    console.error('IconButton: an empty label leaves the control without an accessible name.');
  }
  const shape = square[size as ButtonSize] ?? square.medium;
  const toggle = pressed === undefined ? {} : { 'aria-pressed': pressed };
  return (
    <Button
      {...(rest as ButtonProps)}
      {...toggle}
      variant={variant}
      size={size}
      css={[shape, extra !== undefined && withExtra]}
    >
      {icon}
      {name ? <VisuallyHidden>{name}</VisuallyHidden> : null}
      {extra}
    </Button>
  );
}
