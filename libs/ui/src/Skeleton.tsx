import { css, keyframes } from '@emotion/react';
import { colours } from './theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const base = css({
  display: 'block',
  backgroundColor: colours.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
const textLine = css({ height: '0.9em', marginBlock: '0.3em', '&:last-of-type:not(:first-of-type)': { width: '60%' } });

/** The most lines a text skeleton draws. */
export const SKELETON_MAX_LINES = 12;

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** `block` (an image, a card) or `text` (lines of text). */
  variant?: 'block' | 'text';
  /** CSS length or px; 100% by default. */
  width?: number | string;
  /** CSS length or px, for blocks without `aspectRatio`. */
  height?: number | string;
  /** Width / height of a block, e.g. 4 / 5 for a portrait work. */
  aspectRatio?: number;
  /** Lines of a text skeleton, 1 to 12. */
  lines?: number;
  className?: string;
}

/**
 * A grey shape standing in for content that is loading. It is hidden from assistive technology:
 * the region being loaded carries `aria-busy` and, when useful, a `Spinner` with a label.
 */
export function Skeleton({
  variant = 'block',
  width = '100%',
  height,
  aspectRatio,
  lines = 3,
  className,
}: SkeletonProps) {
  if (variant === 'text') {
    const count = Number.isFinite(lines) ? Math.min(SKELETON_MAX_LINES, Math.max(1, Math.floor(lines))) : 1;
    return (
      <span css={css({ display: 'block', width })} className={className} aria-hidden="true" data-skeleton="text">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} css={[base, textLine]} />
        ))}
      </span>
    );
  }
  const ratio = aspectRatio !== undefined && Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : undefined;
  return (
    <span
      css={[base, css({ width, height: ratio ? undefined : (height ?? '1em'), aspectRatio: ratio })]}
      className={className}
      aria-hidden="true"
      data-skeleton="block"
    />
  );
}
