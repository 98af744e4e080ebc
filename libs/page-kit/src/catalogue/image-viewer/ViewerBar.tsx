import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton, MinusIcon, PlusIcon, space, textStyle } from '@art/ui';
import { light } from './viewer-styles';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
});
const tools = css({ display: 'flex', alignItems: 'center', gap: space[1] });
const counterStyle = css(textStyle('small'), { fontVariantNumeric: 'tabular-nums' });

/** The viewer's top bar: the counter (announced as it changes), the zoom buttons and the close button. */
export function ViewerBar(props: {
  /** What the counter shows; nothing for a single picture. */
  counter: ReactNode;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  closeLabel: string;
  onClose: () => void;
  closeRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <div css={bar}>
      <span css={counterStyle} aria-live="polite">
        {props.counter}
      </span>
      <div css={tools}>
        <IconButton
          label={t('imageViewer.zoomOut')}
          icon={<MinusIcon />}
          css={light}
          onClick={props.onZoomOut}
          aria-disabled={!props.canZoomOut}
        />
        <IconButton
          label={t('imageViewer.zoomIn')}
          icon={<PlusIcon />}
          css={light}
          onClick={props.onZoomIn}
          aria-disabled={!props.canZoomIn}
        />
        <IconButton
          ref={props.closeRef}
          label={props.closeLabel}
          icon={<CloseIcon />}
          css={light}
          onClick={props.onClose}
        />
      </div>
    </div>
  );
}
