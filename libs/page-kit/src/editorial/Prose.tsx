import { css } from '@emotion/react';
import { space, Text } from '@art/ui';
import { paragraphsOf } from './format';

const prose = css({ display: 'grid', gap: space[4] });

/** A plain-text body as paragraphs at a reading measure (blank lines separate them; line breaks inside are kept). */
export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <div css={prose} className={className}>
      {paragraphsOf(text).map((paragraph, i) => (
        <Text key={i} as="p" measure css={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </div>
  );
}
