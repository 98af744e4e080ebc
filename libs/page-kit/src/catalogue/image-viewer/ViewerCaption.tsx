import { css } from '@emotion/react';
import { space, textStyle } from '@art/ui';
import type { ViewerImage } from './viewer-image';

const captionStyle = css(textStyle('small'), {
  margin: 0,
  padding: `${space[3]} ${space[5]} ${space[5]}`,
  textAlign: 'center',
  minHeight: '2.5rem',
});
const creditStyle = css({ display: 'block', color: '#c9c9c9' });

/** What is written under the picture: its caption (its `alt` by default) and its credit; `id` describes the dialog. */
export function ViewerCaption({ id, picture }: { id: string; picture: ViewerImage }) {
  return (
    <p css={captionStyle} id={id}>
      {picture.caption ?? picture.alt}
      {picture.credit ? <span css={creditStyle}>{picture.credit}</span> : null}
    </p>
  );
}
