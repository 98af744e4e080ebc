import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { colours, focusRing, zIndex } from './theme';

/** Hides content from the eye while keeping it for screen readers, search engines and the accessibility tree. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

const shownOnFocus = css({
  '&:focus, &:focus-within': {
    position: 'fixed',
    top: 8,
    left: 8,
    zIndex: zIndex.skipLink,
    width: 'auto',
    height: 'auto',
    margin: 0,
    padding: '0.75rem 1rem',
    overflow: 'visible',
    clip: 'auto',
    clipPath: 'none',
    whiteSpace: 'normal',
    background: colours.ink,
    color: colours.paper,
  },
  '&:focus-visible': focusRing.styles,
});

/** Elements `VisuallyHidden` can render. */
export type VisuallyHiddenElement =
  'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'label' | 'legend' | 'a' | 'caption';

/** Props of `VisuallyHidden`. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `span` by default. */
  as?: VisuallyHiddenElement;
  /** Shows the element while it (or something inside) has focus: skip links. */
  focusable?: boolean;
  href?: string;
  htmlFor?: string;
  children?: ReactNode;
}

/**
 * Content for assistive technology only, e.g. the hidden h1 every page has.
 * @example <VisuallyHidden as="h1">{title}</VisuallyHidden>
 * @example <VisuallyHidden as="a" href="#content" focusable>{t('skipToContent')}</VisuallyHidden>
 */
export function VisuallyHidden({ as: Tag = 'span', focusable = false, ...rest }: VisuallyHiddenProps) {
  return <Tag css={[visuallyHidden, focusable && shownOnFocus]} {...rest} />;
}
