// Theme and tokens
export {
  theme,
  colours,
  TEXT_COLOUR_PAIRS,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  relativeLuminance,
  fonts,
  fontWeights,
  typeScale,
  TYPE_STYLE_NAMES,
  textStyle,
  fluid,
  space,
  breakpoints,
  mq,
  CONTAINER_MAX_WIDTH,
  CONTAINER_PADDING,
  MASONRY_GAPS,
  MASONRY_COLUMNS,
  zIndex,
  motion,
  focusRing,
  borders,
} from './theme';
export type { Theme, ColourToken, TypeStyle, TypeStyleName, SpaceToken, BreakpointName } from './theme';

// Global styles and fonts
export { GlobalStyles, globalStyles } from './GlobalStyles';
export { fontStylesheets } from './fonts';

// Primitives
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenElement } from './VisuallyHidden';
export { Container } from './Container';
export type { ContainerProps, ContainerWidth } from './Container';
export { Stack, Cluster } from './Stack';
export type { StackProps, ClusterProps, ClusterJustify, LayoutAlign, LayoutElement } from './Stack';
export { Heading, DEFAULT_HEADING_SIZE } from './Heading';
export type { HeadingProps, HeadingLevel } from './Heading';
export { Text } from './Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Button, buttonStyles } from './Button';
export type {
  ButtonProps,
  NativeButtonProps,
  AnchorButtonProps,
  ButtonVariant,
  ButtonSize,
  DistributiveOmit,
} from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export {
  Icon,
  ICON_NAMES,
  SearchIcon,
  CloseIcon,
  BagIcon,
  UserIcon,
  MenuIcon,
  ChevronDownIcon,
  ArrowUpIcon,
  ArrowRightIcon,
  HeartIcon,
  HeartFilledIcon,
  GlobeIcon,
  EyeIcon,
  EyeOffIcon,
  PlusIcon,
  MinusIcon,
  ExternalIcon,
} from './Icon';
export type { IconName, IconProps } from './Icon';
export { Price } from './Price';
export type { PriceProps } from './Price';
export { formatPrice, toCurrencyCode, isPriceAmount, PRICE_LOCALES } from './price-format';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Chip } from './Chip';
export type { ChipProps } from './Chip';
export { FilterToggle, SwatchToggle } from './FilterToggle';
export { Skeleton, SKELETON_MAX_LINES } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { isSafeHref } from './safe-href';
export { Anchor, AnchorProvider } from './Anchor';
export type { AnchorComponent, AnchorProps } from './Anchor';

// Images, masonry, cards
export { ResponsiveImage } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
export {
  buildSrcSet,
  srcSetCandidates,
  usableVariants,
  fallbackVariant,
  placeholderColour,
  DEFAULT_IMAGE_SIZE,
} from './image-sources';
export type { ImageData, ImageVariantData, SrcSetCandidate } from './image-sources';
export { Masonry, resolveColumns, masonryImageSizes, MASONRY_IMAGE_SIZES, MASONRY_MAX_COLUMNS } from './Masonry';
export type { MasonryProps, MasonryColumns, MasonryMode } from './Masonry';
export { Monogram, monogramInitials, monogramTint, MONOGRAM_TINTS } from './Monogram';
export type { MonogramProps } from './Monogram';
export { WorkCard } from './WorkCard';
export type { WorkCardProps } from './WorkCard';
