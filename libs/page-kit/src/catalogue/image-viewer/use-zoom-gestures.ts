import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { fromCentre } from './stage-geometry';
import type { ZoomControls } from './use-zoom-view';
import { DOUBLE_TAP_SCALE, isZoomed, wheelScale, zoomTo } from './zoom-pan';

/** Two taps closer in time (ms) and place (px) than these are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 24;
/** A drag of a fitted picture wider than this (px), and mostly sideways, goes to the next or previous picture. */
const SWIPE_PX = 60;
/** A pointer that moved more than this (px) was dragged, not tapped. */
const TAP_SLOP_PX = 8;

/** A pointer on the picture: where it went down, where it is, and whether it has moved enough to be a drag. */
interface Pointer {
  startX: number;
  startY: number;
  x: number;
  y: number;
  moved: boolean;
}

type PointerHandler = (event: ReactPointerEvent<HTMLElement>) => void;

/** What the stage listens to, and whether fingers or the mouse are moving the picture now. */
export interface ZoomGestures {
  dragging: boolean;
  handlers: {
    onPointerDown: PointerHandler;
    onPointerMove: PointerHandler;
    onPointerUp: PointerHandler;
    onPointerCancel: PointerHandler;
  };
}

/**
 * The stage's wheel and pointers: the wheel zooms towards the pointer, two fingers pinch, a zoomed picture is dragged,
 * a double tap or click zooms in (or fits again), and a sideways swipe of a fitted picture goes to the next or previous
 * one when there are `several`.
 */
export function useZoomGestures({
  stageRef,
  zoom,
  picture,
  several,
  go,
}: {
  stageRef: RefObject<HTMLElement | null>;
  zoom: ZoomControls;
  /** The picture shown: the wheel is listened to on the stage it is drawn in. */
  picture: unknown;
  several: boolean;
  go: (step: number) => void;
}): ZoomGestures {
  const { viewRef, change, zoomAbout, fit, pan } = zoom;
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Pointer>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);

  // The wheel zooms towards the pointer. A native listener, because React's are passive and the browser's own zoom
  // (a trackpad pinch arrives as a wheel with Ctrl) must be prevented here.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = fromCentre(stage, event.clientX, event.clientY);
      const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      change((current, sizes) => zoomTo(current, wheelScale(current.scale, delta), at, sizes.stage, sizes.content));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture: `change` reads the view and the stage through refs
  }, [picture]);

  const onPointerDown: PointerHandler = (event) => {
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

  const onPointerMove: PointerHandler = (event) => {
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
      pan(dx, dy);
    }
  };

  const onPointerEnd: PointerHandler = (event) => {
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
      if (!isZoomed(viewRef.current) && several && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
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

  return {
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
