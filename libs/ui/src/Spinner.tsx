import { css, keyframes } from '@emotion/react';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const wrapper = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 0 });
const ring = css({ animation: `${spin} 0.8s linear infinite`, flexShrink: 0 });

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Diameter in px; 20 by default. */
  size?: number;
  /**
   * Announced text ("Cargando…"). With it the spinner is a `status` region; without it the spinner is
   * decorative and the surrounding element must say it is busy (`aria-busy`).
   */
  label?: string;
  className?: string;
}

/** A thin rotating ring in `currentColor`; still (but visible) when the visitor prefers reduced motion. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const text = label?.trim();
  const svg = (
    <svg css={ring} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
  if (!text) {
    return (
      <span css={wrapper} className={className} aria-hidden="true" data-spinner="">
        {svg}
      </span>
    );
  }
  return (
    <span css={wrapper} className={className} role="status" data-spinner="">
      {svg}
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
