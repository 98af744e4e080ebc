import { css, type SerializedStyles } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { colours, textStyle } from './theme';

/** Colours of a badge: filled `ink`/`accent`, quiet `neutral`, outlined `danger`/`success`. */
export type BadgeTone = 'neutral' | 'ink' | 'accent' | 'danger' | 'success';

const base = css(textStyle('caption'), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  paddingBlock: '0.2em',
  paddingInline: '0.55em',
  border: '1px solid transparent',
  borderRadius: 0,
  whiteSpace: 'nowrap',
  lineHeight: 1.2,
});

const tones: Record<BadgeTone, SerializedStyles> = {
  neutral: css({ backgroundColor: colours.surface, color: colours.ink }),
  ink: css({ backgroundColor: colours.ink, color: colours.paper }),
  accent: css({ backgroundColor: colours.accent, color: colours.paper }),
  danger: css({ borderColor: colours.danger, color: colours.danger, backgroundColor: colours.paper }),
  success: css({ borderColor: colours.success, color: colours.success, backgroundColor: colours.paper }),
};

/** Props of `Badge`. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/**
 * A short uppercase label: a work's state ("Vendida"), a count on the bag icon.
 * @example <Badge tone="ink">{t('sold')}</Badge>
 */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <span css={[base, tones[tone] ?? tones.neutral]} {...rest} />;
}
