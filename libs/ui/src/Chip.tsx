import { css } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon } from './Icon';
import { Anchor } from './Anchor';
import { isSafeHref } from './safe-href';
import { VisuallyHidden } from './VisuallyHidden';
import { colours, focusRing, motion, textStyle } from './theme';

const root = css(textStyle('small'), {
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${colours.ruleStrong}`,
  backgroundColor: colours.paper,
  color: colours.ink,
  maxWidth: '100%',
});
const labelStyle = css({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: '0.3rem',
  paddingInline: '0.75rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
const removeStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  minHeight: '2rem',
  borderLeft: `1px solid ${colours.rule}`,
  color: colours.ink,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  '&:hover': { backgroundColor: colours.surface },
  '&:focus-visible': [focusRing.styles, { outlineOffset: -2 }],
});

interface ChipBase {
  /** The text of the chip (a filter value, a tag). */
  children: ReactNode;
  className?: string;
}

/** Props of `Chip`: static, removable by a handler, or removable by a link (works without JavaScript). */
export type ChipProps = ChipBase &
  (
    | { onRemove: (event: MouseEvent<HTMLButtonElement>) => void; removeLabel: string; removeHref?: never }
    | { removeHref: string; removeLabel: string; onRemove?: (event: MouseEvent<HTMLAnchorElement>) => void }
    | { onRemove?: never; removeHref?: never; removeLabel?: never }
  );

/**
 * A square-cornered label, optionally removable; the remove control is named by `removeLabel`
 * ("Quitar filtro Pintura"). With `removeHref` it is a link, so filters can be removed without JavaScript.
 * @example <Chip removeHref={urlWithout('painting')} removeLabel={t('removeFilter', { name })}>{name}</Chip>
 */
export function Chip(props: ChipProps) {
  const { children, className } = props;
  let remove: ReactNode = null;
  if (props.removeHref !== undefined) {
    const { onRemove } = props;
    // A hostile address gives no remove control rather than a live script link.
    remove = isSafeHref(props.removeHref) && (
      <Anchor css={removeStyle} href={props.removeHref} onClick={onRemove ? (event) => onRemove(event) : undefined}>
        <CloseIcon size={16} />
        <VisuallyHidden>{props.removeLabel}</VisuallyHidden>
      </Anchor>
    );
  } else if (props.onRemove) {
    const { onRemove } = props;
    remove = (
      <button type="button" css={removeStyle} onClick={(event) => onRemove(event)}>
        <CloseIcon size={16} />
        <VisuallyHidden>{props.removeLabel}</VisuallyHidden>
      </button>
    );
  }
  return (
    <span css={root} className={className}>
      <span css={labelStyle}>{children}</span>
      {remove}
    </span>
  );
}
