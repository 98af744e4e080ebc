import { css } from '@emotion/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  ArrowRightIcon,
  CloseIcon,
  IconButton,
  MinusIcon,
  PlusIcon,
  ResponsiveImage,
  colours,
  motion,
  mq,
  space,
  textStyle,
  zIndex,
} from '@art/ui';
import type { ApiImage } from '../types';
import {
  DOUBLE_TAP_SCALE,
  FITTED,
  MAX_SCALE,
  isZoomed,
  panBy,
  stepScale,
  wheelScale,
  zoomTo,
  type Point,
  type Size,
  type ZoomView,
} from './zoom-pan';

/** One picture of the viewer: the image, the text that describes it and what is written under it. */
export interface ViewerImage {
  image: ApiImage;
  alt: string;
  /** The text under the picture; its `alt` by default. */
  caption?: string;
  /** A second, quieter line under the caption, already translated (e.g. "Foto: Marta Ruiz"). */
  credit?: string | null;
}

/**
 * Texts of {@link ImageViewer}, already translated. `counter` gives what the counter shows for position `n` of
 * `total`, e.g. "2 / 3" (a node, so a caller may wrap it).
 */
export interface ImageViewerTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => ReactNode;
}

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
const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
});
const tools = css({ display: 'flex', alignItems: 'center', gap: space[1] });
const counterStyle = css(textStyle('small'), { fontVariantNumeric: 'tabular-nums' });
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
const captionStyle = css(textStyle('small'), {
  margin: 0,
  padding: `${space[3]} ${space[5]} ${space[5]}`,
  textAlign: 'center',
  minHeight: '2.5rem',
});
const creditStyle = css({ display: 'block', color: '#c9c9c9' });
const light = css({
  color: colours.paper,
  borderColor: 'transparent',
  background: 'transparent',
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: `2px solid ${colours.paper}`, outlineOffset: 2 },
  // A zoom button at its limit stays focusable (a disabled one would drop the focus out of the dialog), only dimmed.
  '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
});
const back = css({ transform: 'rotate(180deg)' });

/** The address of an image's largest JPEG: where a picture leads without JavaScript. */
export function largestImageUrl(image: ApiImage): string {
  const largest = [...image.sizes].filter((s) => s.size > 0).sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? image.url;
}

/** How far an arrow key moves a zoomed picture, in CSS pixels, and which way (the picture goes against the key). */
const KEY_PAN = 60;
const PAN_KEYS = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
} as const satisfies Record<string, readonly [number, number]>;
/** Two taps closer in time (ms) and place (px) than these are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 24;
/** A drag of a fitted picture wider than this (px), and mostly sideways, goes to the next or previous picture. */
const SWIPE_PX = 60;
/** A pointer that moved more than this (px) was dragged, not tapped. */
const TAP_SLOP_PX = 8;

/** The stage's size and the fitted picture's (its layout size, which transforms leave alone). */
function measure(stage: HTMLElement | null): { stage: Size; content: Size } | null {
  const img = stage?.querySelector('img');
  if (!stage || !img) return null;
  return {
    stage: { width: stage.clientWidth, height: stage.clientHeight },
    content: { width: img.offsetWidth, height: img.offsetHeight },
  };
}

/** Where an event happened, from the stage's centre. */
function fromCentre(stage: HTMLElement, clientX: number, clientY: number): Point {
  const box = stage.getBoundingClientRect();
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}

/** A pointer on the picture: where it went down, where it is, and whether it has moved enough to be a drag. */
interface Pointer {
  startX: number;
  startY: number;
  x: number;
  y: number;
  moved: boolean;
}

/** The elements of `root` the keyboard can reach, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')];
}

/**
 * A full-screen viewer of pictures (a modal dialog rendered into `document.body`): the picture as large as the screen
 * allows, its caption (and credit), "n / total", previous and next buttons (and ← →, or a swipe) when there are
 * several, Escape or the close button to leave. The picture zooms up to {@link MAX_SCALE} times (the wheel, a pinch,
 * a double tap or click, the + and − buttons or keys, 0 to fit again) towards the point shown, and a zoomed picture
 * is dragged (or moved with the arrow keys) as far as its edges; zooming asks the browser for the largest size of the
 * image, which it loads then and not before. While open the rest of the page is inert and Tab cycles through its controls; when it
 * closes (the caller unmounts it from `onClose`), focus goes back to `returnFocus()`, or to what had it when it opened.
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
  const total = images.length;
  const position = Math.min(Math.max(index, 0), total - 1);
  const current = images[position];
  const { t } = useTranslation();
  const stageRef = useRef<HTMLElement>(null);
  const [view, setView] = useState<ZoomView>(FITTED);
  // Once zoomed, the picture asks for its largest size (and keeps it: zooming out again does not reload it).
  const [deep, setDeep] = useState(false);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Pointer>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const zoomed = isZoomed(view);

  // Another picture opens fitted.
  useEffect(() => {
    setView(FITTED);
    setDeep(false);
  }, [position]);

  /** Applies a change of view computed from the stage's and the picture's sizes now. */
  const change = (next: (view: ZoomView, sizes: { stage: Size; content: Size }) => ZoomView) => {
    const sizes = measure(stageRef.current);
    if (!sizes) return;
    const updated = next(viewRef.current, sizes);
    viewRef.current = updated;
    setView(updated);
    if (isZoomed(updated)) setDeep(true);
  };
  const zoomAbout = (scale: number, at: Point = { x: 0, y: 0 }) =>
    change((current, { stage, content }) => zoomTo(current, scale, at, stage, content));
  const zoomIn = () => zoomAbout(stepScale(viewRef.current.scale, 1));
  const zoomOut = () => zoomAbout(stepScale(viewRef.current.scale, -1));
  const fit = () => change(() => FITTED);

  const go = (step: number) => onIndex((position + step + total) % total);

  // The wheel zooms towards the pointer. A native listener, because React's are passive and the browser's own zoom
  // (a trackpad pinch arrives as a wheel with Ctrl) must be prevented here.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = fromCentre(stage, event.clientX, event.clientY);
      const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      const sizes = measure(stage);
      if (!sizes) return;
      const updated = zoomTo(viewRef.current, wheelScale(viewRef.current.scale, delta), at, sizes.stage, sizes.content);
      viewRef.current = updated;
      setView(updated);
      if (isZoomed(updated)) setDeep(true);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [current]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, {
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      moved: false,
    });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: viewRef.current.scale };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const pointer = pointers.current.get(event.pointerId);
    const stage = stageRef.current;
    if (!pointer || !stage) return;
    const dx = event.clientX - pointer.x;
    const dy = event.clientY - pointer.y;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (Math.hypot(pointer.x - pointer.startX, pointer.y - pointer.startY) > TAP_SLOP_PX) pointer.moved = true;
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()] as [Pointer, Pointer];
      const scale = (pinch.current.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.current.distance;
      setDragging(true);
      zoomAbout(scale, fromCentre(stage, (a.x + b.x) / 2, (a.y + b.y) / 2));
    } else if (isZoomed(viewRef.current) && pointer.moved) {
      setDragging(true);
      change((current, { stage: box, content }) => panBy(current, dx, dy, box, content));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    // The browser may fold the last moves into the release: they count as moves before the pointer is let go.
    if (event.type === 'pointerup') onPointerMove(event);
    const pointer = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
    const stage = stageRef.current;
    if (!pointer || !stage || event.type === 'pointercancel') return;
    const dx = pointer.x - pointer.startX;
    const dy = pointer.y - pointer.startY;
    if (pointer.moved) {
      // A sideways swipe of a fitted picture turns the page, as in a phone's photo viewer.
      if (!isZoomed(viewRef.current) && total > 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
        go(dx < 0 ? 1 : -1);
      }
      lastTap.current = null;
      return;
    }
    const now = event.timeStamp;
    const previous = lastTap.current;
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      if (isZoomed(viewRef.current)) fit();
      else zoomAbout(DOUBLE_TAP_SCALE, fromCentre(stage, event.clientX, event.clientY));
      return;
    }
    lastTap.current = { time: now, x: event.clientX, y: event.clientY };
  };

  // Mounting opens the viewer and unmounting closes it, so this runs once, with the props it opened with.
  useEffect(() => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.current?.parentElement;
    const others = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
    );
    for (const el of others) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
      const opener = returnFocus?.() ?? focused;
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the page behind is made inert and given back on close
  }, []);

  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomIn();
    } else if (event.key === '-') {
      event.preventDefault();
      zoomOut();
    } else if (event.key === '0') {
      event.preventDefault();
      fit();
    } else if (zoomed && event.key in PAN_KEYS) {
      // A zoomed picture moves under the arrows (the buttons still change pictures): each shows what lies that way.
      event.preventDefault();
      const [dx, dy] = PAN_KEYS[event.key as keyof typeof PAN_KEYS];
      change((current, { stage, content }) => panBy(current, dx * KEY_PAN, dy * KEY_PAN, stage, content));
    } else if (event.key === 'ArrowRight' && total > 1) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && total > 1) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      const items = focusables(dialog.current);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

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
        onKeyDown={onKeyDown}
        data-image-viewer=""
      >
        <div css={bar}>
          <span css={counterStyle} aria-live="polite">
            {total > 1 ? texts.counter(position + 1, total) : null}
          </span>
          <div css={tools}>
            <IconButton
              label={t('imageViewer.zoomOut')}
              icon={<MinusIcon />}
              css={light}
              onClick={zoomOut}
              aria-disabled={!zoomed}
            />
            <IconButton
              label={t('imageViewer.zoomIn')}
              icon={<PlusIcon />}
              css={light}
              onClick={zoomIn}
              aria-disabled={view.scale >= MAX_SCALE}
            />
            <IconButton ref={closeButton} label={texts.close} icon={<CloseIcon />} css={light} onClick={onClose} />
          </div>
        </div>
        <div css={stage}>
          {total > 1 ? (
            <IconButton
              label={texts.previous}
              icon={<ArrowRightIcon css={back} />}
              css={[light, arrow, previousStyle]}
              onClick={() => go(-1)}
            />
          ) : (
            <span css={placeholder} />
          )}
          <figure
            ref={stageRef}
            css={figure}
            data-zoomed={zoomed ? '' : undefined}
            data-dragging={dragging ? '' : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <ResponsiveImage
              key={position}
              image={current.image}
              alt={current.alt}
              // Zoomed, the picture may be drawn MAX_SCALE times the screen's width: the browser then picks the
              // largest size of the set (and keeps showing the smaller one until it has arrived).
              sizes={deep ? `${MAX_SCALE * 100}vw` : '100vw'}
              fit="contain"
              priority
              draggable={false}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
              data-zoom-scale={view.scale.toFixed(2)}
            />
          </figure>
          {total > 1 ? (
            <IconButton
              label={texts.next}
              icon={<ArrowRightIcon />}
              css={[light, arrow, nextStyle]}
              onClick={() => go(1)}
            />
          ) : (
            <span css={placeholder} />
          )}
        </div>
        <p css={captionStyle} id={`${id}-caption`}>
          {current.caption ?? current.alt}
          {current.credit ? <span css={creditStyle}>{current.credit}</span> : null}
        </p>
      </div>
    </div>,
    document.body,
  );
}
