import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { colours, fontWeights, textStyle } from './theme';

/** Sizes of running text (the text steps of the type scale). */
export type TextSize = 'body' | 'small' | 'caption';
/** Colours text may take; all are AA on paper. */
export type TextTone = 'ink' | 'muted' | 'accent' | 'danger' | 'success';
/** Weights of running text. */
export type TextWeight = keyof typeof fontWeights;

/** Props of `Text`. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element; `p` by default. */
  as?:
    'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'figcaption' | 'label' | 'dt' | 'dd' | 'li' | 'address';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** Limits the line length to a comfortable measure (65 characters). */
  measure?: boolean;
  /** Figures of equal width, for prices and tables. */
  tabular?: boolean;
  htmlFor?: string;
  dateTime?: string;
}

const measureStyle = css({ maxWidth: '65ch' });
const tabularStyle = css({ fontVariantNumeric: 'tabular-nums' });
const base = css({ margin: 0 });

/**
 * Running text in a step of the type scale.
 * @example <Text size="small" tone="muted">{t('vatIncluded')}</Text>
 */
export function Text({
  as: Tag = 'p',
  size = 'body',
  tone = 'ink',
  weight,
  measure = false,
  tabular = false,
  ...rest
}: TextProps) {
  return (
    <Tag
      css={[
        base,
        textStyle(size),
        css({ color: colours[tone] ?? colours.ink }),
        weight && css({ fontWeight: fontWeights[weight] }),
        measure && measureStyle,
        tabular && tabularStyle,
      ]}
      {...rest}
    />
  );
}
