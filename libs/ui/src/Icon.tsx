import type { ReactElement, SVGProps } from 'react';

/**
 * The drawings of the icon set, on a 24 × 24 grid, stroked with `currentColor` in thin square-ended lines.
 * `heart-filled` is the only filled one.
 */
const DRAWINGS = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </>
  ),
  close: <path d="M5 5l14 14M19 5 5 19" />,
  bag: (
    <>
      <path d="M4.5 8h15l-1 13h-13z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  menu: <path d="M3 8h18M3 16h18" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'arrow-up': <path d="M12 20V4M5 11l7-7 7 7" />,
  'arrow-right': <path d="M4 12h16M13 5l7 7-7 7" />,
  heart: (
    <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.4 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.6 3.4 4.4 6.7C19.5 15.4 12 20 12 20z" />
  ),
  'heart-filled': (
    <path
      fill="currentColor"
      d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.4 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.6 3.4 4.4 6.7C19.5 15.4 12 20 12 20z"
    />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M9.9 5.2A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.9 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
} satisfies Record<string, ReactElement>;

/** The name of an icon of the set. */
export type IconName = keyof typeof DRAWINGS;

/** Every icon name, in the order of the set. */
export const ICON_NAMES = Object.keys(DRAWINGS) as IconName[];

/** Props of `Icon` and of each named icon component. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children' | 'name'> {
  /** Width and height: a number of px or any CSS length; 24 by default. */
  size?: number | string;
  /**
   * A text alternative, for an icon that carries meaning on its own. Without it the icon is
   * decorative (`aria-hidden`): the control around it must have its own accessible name.
   */
  title?: string;
}

/**
 * An inline SVG icon of the set, coloured by `currentColor`, hidden from assistive technology unless titled.
 * @example <Icon name="search" />  <Icon name="heart-filled" title="En favoritos" />
 */
export function Icon({ name, size = 24, title, strokeWidth = 1.5, ...rest }: IconProps & { name: IconName }) {
  const label = title?.trim();
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="square"
      strokeLinejoin="miter"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {DRAWINGS[name]}
    </svg>
  );
}

function named(name: IconName, displayName: string) {
  const NamedIcon = (props: IconProps) => <Icon name={name} {...props} />;
  NamedIcon.displayName = displayName;
  return NamedIcon;
}

/** Magnifying glass: search. */
export const SearchIcon = named('search', 'SearchIcon');
/** A cross: close, clear, remove. */
export const CloseIcon = named('close', 'CloseIcon');
/** Shopping bag: the cart. */
export const BagIcon = named('bag', 'BagIcon');
/** A person: the account. */
export const UserIcon = named('user', 'UserIcon');
/** Two lines: the menu. */
export const MenuIcon = named('menu', 'MenuIcon');
/** A chevron pointing down: dropdowns. */
export const ChevronDownIcon = named('chevron-down', 'ChevronDownIcon');
/** An arrow up: go to top. */
export const ArrowUpIcon = named('arrow-up', 'ArrowUpIcon');
/** An arrow right: next, submit-arrow buttons. */
export const ArrowRightIcon = named('arrow-right', 'ArrowRightIcon');
/** An outlined heart: save to favourites. */
export const HeartIcon = named('heart', 'HeartIcon');
/** A filled heart: saved. */
export const HeartFilledIcon = named('heart-filled', 'HeartFilledIcon');
/** A globe: the language picker. */
export const GlobeIcon = named('globe', 'GlobeIcon');
/** An eye: show the password. */
export const EyeIcon = named('eye', 'EyeIcon');
/** A crossed eye: hide the password. */
export const EyeOffIcon = named('eye-off', 'EyeOffIcon');
/** Plus: add, open, more units. */
export const PlusIcon = named('plus', 'PlusIcon');
/** Minus: fewer units, close. */
export const MinusIcon = named('minus', 'MinusIcon');
/** A box with an arrow: opens another site. */
export const ExternalIcon = named('external', 'ExternalIcon');
