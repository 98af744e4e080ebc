import { css } from '@emotion/react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { colours, mq, space, zIndex } from '@art/ui';
import { useModalDialog } from './use-modal-dialog';
import { useZoomGestures } from './use-zoom-gestures';
import { useZoomView } from './use-zoom-view';
import type { ImageViewerTexts, ViewerImage } from './viewer-image';
import { onViewerKey } from './viewer-keys';
import { ViewerArrow } from './ViewerArrow';
import { ViewerBar } from './ViewerBar';
import { ViewerCaption } from './ViewerCaption';
import { ViewerPicture } from './ViewerPicture';
import { MAX_SCALE } from './zoom-pan';

export { largestImageUrl } from './viewer-image';
export type { ImageViewerTexts, ViewerImage } from './viewer-image';

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: '#0c0c0c',
  color: colours.paper,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  outline: 'none',
});
const stage = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 0,
  [mq.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: space[2], paddingInline: space[2] },
  [mq.desktop]: { gap: space[5], paddingInline: space[5] },
});

/**
 * A full-screen viewer of pictures (a modal dialog rendered into `document.body`): the picture as large as the screen
 * allows, its caption (and credit), "n / total", previous and next buttons (and ← →, or a swipe) when there are
 * several, Escape or the close button to leave. The picture zooms up to {@link MAX_SCALE} times (the wheel, a pinch,
 * a double tap or click, the + and − buttons or keys, 0 to fit again) towards the point shown, and a zoomed picture
 * is dragged (or moved with the arrow keys) as far as its edges; zooming asks the browser for the largest size of the
 * image, which it loads then and not before. While open the rest of the page is inert and Tab cycles through its controls; when it
 * closes (the caller unmounts it from `onClose`), focus goes back to `returnFocus()`, or to what had it when it opened.
 *
 * The parts: the zoom (`use-zoom-view.ts`, its geometry in `zoom-pan.ts`), the wheel and pointer gestures
 * (`use-zoom-gestures.ts`), the keys (`viewer-keys.ts`), the modal dialog (`use-modal-dialog.ts`), and the bar, the
 * arrows, the picture and the caption as components of their own.
 * @example {open !== null ? <ImageViewer images={pictures} index={open} onIndex={setOpen} onClose={() => setOpen(null)} returnFocus={() => link.current} texts={texts} /> : null}
 */
export function ImageViewer(props: {
  images: readonly ViewerImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  texts: ImageViewerTexts;
  /** Where focus goes when the viewer closes (the element it was opened from), asked at that moment. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The dialog's id; its caption's is `${id}-caption`. Generated when left out. */
  id?: string;
}) {
  const { images, index, onIndex, onClose, texts, returnFocus } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const total = images.length;
  const several = total > 1;
  const position = Math.min(Math.max(index, 0), total - 1);
  const current = images[position];
  const go = (step: number) => onIndex((position + step + total) % total);
  const zoom = useZoomView(stageRef, position);
  const gestures = useZoomGestures({ stageRef, zoom, picture: current, several, go });
  const tab = useModalDialog({ dialog, initialFocus: closeButton, returnFocus });

  if (!current) return null;

  return createPortal(
    <div>
      <div
        ref={dialog}
        id={id}
        css={overlay}
        role="dialog"
        aria-modal="true"
        aria-label={texts.label}
        aria-describedby={`${id}-caption`}
        tabIndex={-1}
        onKeyDown={(event) => onViewerKey(event, { ...zoom, close: onClose, go, several, tab })}
        data-image-viewer=""
      >
        <ViewerBar
          counter={several ? texts.counter(position + 1, total) : null}
          canZoomIn={zoom.view.scale < MAX_SCALE}
          canZoomOut={zoom.zoomed}
          onZoomIn={zoom.zoomIn}
          onZoomOut={zoom.zoomOut}
          closeLabel={texts.close}
          onClose={onClose}
          closeRef={closeButton}
        />
        <div css={stage}>
          <ViewerArrow side="previous" shown={several} label={texts.previous} onClick={() => go(-1)} />
          <ViewerPicture
            stageRef={stageRef}
            picture={current}
            position={position}
            view={zoom.view}
            zoomed={zoom.zoomed}
            deep={zoom.deep}
            gestures={gestures}
          />
          <ViewerArrow side="next" shown={several} label={texts.next} onClick={() => go(1)} />
        </div>
        <ViewerCaption id={`${id}-caption`} picture={current} />
      </div>
    </div>,
    document.body,
  );
}
