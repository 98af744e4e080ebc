import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { colours, fontWeights, textStyle, type TypeStyleName } from './theme';

/** Outline level of a heading (h1…h6). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The look each level has unless `size` says otherwise. */
export const DEFAULT_HEADING_SIZE: Record<HeadingLevel, TypeStyleName> = {
  1: 'h1',
  2: 'h2',
  3: 'h3',
  4: 'body',
  5: 'body',
  6: 'small',
};

// Text-sized headings are set in the semibold text face so they still read as headings.
const textSizedHeading = css({ fontWeight: fontWeights.semibold });
const base = css({ color: colours.ink, margin: 0 });

/** Props of `Heading`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: decides the element (h1…h6). */
  level: HeadingLevel;
  /** The look, a step of the type scale; by default the one of the level. */
  size?: TypeStyleName;
}

/**
 * A heading whose outline level and visual size are chosen separately.
 * @example <Heading level={2} size="caption">Obras destacadas</Heading>
 */
export function Heading({ level, size, ...rest }: HeadingProps) {
  const safeLevel: HeadingLevel = level >= 1 && level <= 6 ? level : 2;
  const look = size ?? DEFAULT_HEADING_SIZE[safeLevel];
  const Tag = `h${safeLevel}` as const;
  return <Tag css={[base, textStyle(look), (look === 'body' || look === 'small') && textSizedHeading]} {...rest} />;
}
