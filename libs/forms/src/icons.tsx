/** The kit's few icons: inline, decorative (`aria-hidden`), drawn in the text colour. */

const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  'aria-hidden': true,
  focusable: false,
} as const;

/** A magnifying glass. */
export function SearchIcon() {
  return (
    <svg {...svgProps} data-icon="search">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}

/** A cross. */
export function ClearIcon() {
  return (
    <svg {...svgProps} data-icon="clear">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** An eye, crossed out when `crossed`. */
export function EyeIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg {...svgProps} data-icon={crossed ? 'eye-off' : 'eye'}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A chevron pointing down, or up when `up`. */
export function ChevronIcon({ up = false }: { up?: boolean }) {
  return <svg {...svgProps}>{up ? <path d="m6 15 6-6 6 6" /> : <path d="m6 9 6 6 6-6" />}</svg>;
}

/** An arrow pointing right (the submitArrow design). */
export function ArrowIcon() {
  return (
    <svg {...svgProps} data-icon="arrow">
      <path d="M4 12h16M14 6l6 6-6 6" />
    </svg>
  );
}
