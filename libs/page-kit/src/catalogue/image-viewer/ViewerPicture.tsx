import { css } from '@emotion/react';
import type { Ref } from 'react';
import { ResponsiveImage, motion } from '@art/ui';
import type { ViewerImage } from './viewer-image';
import type { ZoomGestures } from './use-zoom-gestures';
import { MAX_SCALE, type ZoomView } from './zoom-pan';

// The picture fits the space the bar and the caption leave, whatever the caption's length. The viewer handles every
// touch on it (pinch, drag, double tap: `touch-action: none`), and what overflows when zoomed is clipped to the stage.
const figure = css({
  margin: 0,
  height: '100%',
  minHeight: 0,
  overflow: 'hidden',
  touchAction: 'none',
  cursor: 'zoom-in',
  userSelect: 'none',
  '&[data-zoomed]': { cursor: 'grab' },
  '&[data-dragging]': { cursor: 'grabbing' },
  '& picture': { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '& img': {
    width: 'auto',
    height: 'auto',
    maxWidth: '100%',
    maxHeight: '100%',
    background: 'transparent',
    transformOrigin: 'center',
    willChange: 'transform',
    WebkitUserDrag: 'none',
  },
  // The buttons, the keys and a double tap glide; fingers and the mouse move the picture as they go.
  '@media (prefers-reduced-motion: no-preference)': {
    '&:not([data-dragging]) img': { transition: `transform ${motion.base} ${motion.easing}` },
  },
});

/** The stage's figure: the picture drawn in its zoom and pan, taking the pointer's gestures. */
export function ViewerPicture(props: {
  stageRef: Ref<HTMLElement>;
  picture: ViewerImage;
  /** The picture's place in the viewer: another one is another image element. */
  position: number;
  view: ZoomView;
  zoomed: boolean;
  /** Whether the picture has been zoomed since it opened (it then asks for its largest size). */
  deep: boolean;
  gestures: ZoomGestures;
}) {
  const { view } = props;
  return (
    <figure
      ref={props.stageRef}
      css={figure}
      data-zoomed={props.zoomed ? '' : undefined}
      data-dragging={props.gestures.dragging ? '' : undefined}
      {...props.gestures.handlers}
    >
      <ResponsiveImage
        key={props.position}
        image={props.picture.image}
        alt={props.picture.alt}
        // Zoomed, the picture may be drawn MAX_SCALE times the screen's width: the browser then picks the
        // largest size of the set (and keeps showing the smaller one until it has arrived).
        sizes={props.deep ? `${MAX_SCALE * 100}vw` : '100vw'}
        fit="contain"
        priority
        draggable={false}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        data-zoom-scale={view.scale.toFixed(2)}
      />
    </figure>
  );
}
