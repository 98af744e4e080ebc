import { css } from '@emotion/react';
import { ArrowRightIcon, IconButton, mq, space } from '@art/ui';
import { light } from './viewer-styles';

// On a phone the arrows lie over the picture's edges, so it can use the whole width.
const arrow = css({
  [mq.mobileOnly]: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    background: 'rgba(0, 0, 0, 0.55)',
  },
});
// Where the arrows of a single picture would be, keeping the picture centred from tablets on; out of the way on phones,
// where the arrows lie over the picture and a placeholder would push it down.
const placeholder = css({ [mq.mobileOnly]: { display: 'none' } });
const previousStyle = css({ [mq.mobileOnly]: { left: space[2] } });
const nextStyle = css({ [mq.mobileOnly]: { right: space[2] } });
const back = css({ transform: 'rotate(180deg)' });

/** The button to the previous or next picture beside the stage, or its empty place when there is only one picture. */
export function ViewerArrow(props: { side: 'previous' | 'next'; shown: boolean; label: string; onClick: () => void }) {
  if (!props.shown) return <span css={placeholder} />;
  const previous = props.side === 'previous';
  return (
    <IconButton
      label={props.label}
      icon={previous ? <ArrowRightIcon css={back} /> : <ArrowRightIcon />}
      css={[light, arrow, previous ? previousStyle : nextStyle]}
      onClick={props.onClick}
    />
  );
}
