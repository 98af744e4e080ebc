/**
 * The geometry of zooming and panning a picture in the image viewer, free of the DOM so that it can be tested alone.
 *
 * The picture is laid out fitted to the stage (`content`, its size at scale 1, centred in `stage`) and drawn with
 * `transform: translate(x, y) scale(scale)` about its centre. A view never shows more empty stage than the fitted
 * picture did: at scale 1 it is centred, and a zoomed picture can be dragged only until its edge meets the stage's.
 */

/** How the picture is drawn: its scale (1 = fitted to the stage) and its offset from the centre, in CSS pixels. */
export interface ZoomView {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A point in CSS pixels from the stage's centre. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The picture fitted to the stage: where the viewer opens, and where "reset" and Escape's first press go back to. */
export const FITTED: ZoomView = { scale: 1, x: 0, y: 0 };
/** The largest zoom: four times the fitted picture, which with the largest image size is about its natural size. */
export const MAX_SCALE = 4;
/** A press of a zoom button, `+` or `-`, or a notch of the wheel with a modifier. */
export const ZOOM_STEP = 1.5;
/** A double tap or double click on a fitted picture zooms this far, at the point tapped. */
export const DOUBLE_TAP_SCALE = 2.5;

const clampScale = (scale: number) => Math.min(Math.max(scale, 1), MAX_SCALE);

/** How far the picture may move from the centre along one axis: half of what overflows the stage, or nothing. */
function slack(content: number, stage: number, scale: number): number {
  return Math.max(0, (content * scale - stage) / 2);
}

/** The view moved back within bounds: the scale between 1 and {@link MAX_SCALE}, no empty stage beyond an edge. */
export function clampView(view: ZoomView, stage: Size, content: Size): ZoomView {
  const scale = clampScale(view.scale);
  const sx = slack(content.width, stage.width, scale);
  const sy = slack(content.height, stage.height, scale);
  // `+ 0` turns a -0 into 0, so a fitted view equals FITTED.
  return {
    scale,
    x: Math.min(Math.max(view.x, -sx), sx) + 0,
    y: Math.min(Math.max(view.y, -sy), sy) + 0,
  };
}

/**
 * The view at `scale`, keeping the point of the picture under `at` (from the stage's centre) where it is: the wheel,
 * a pinch and a double tap zoom towards what the visitor points at; the buttons zoom about the centre.
 */
export function zoomTo(view: ZoomView, scale: number, at: Point, stage: Size, content: Size): ZoomView {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    stage,
    content,
  );
}

/** The view dragged by (dx, dy) CSS pixels, as far as the picture's edges allow. */
export function panBy(view: ZoomView, dx: number, dy: number, stage: Size, content: Size): ZoomView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, stage, content);
}

/** Whether the picture is drawn larger than fitted (then dragging pans it instead of going to another picture). */
export function isZoomed(view: ZoomView): boolean {
  return view.scale > 1.001;
}

/**
 * The scale a press of a zoom button (or `+`, `-`) leads to: one {@link ZOOM_STEP} in or out, landing on fitted
 * rather than just above it (a picture a tenth larger than the screen is a picture to drag for nothing).
 */
export function stepScale(scale: number, direction: 1 | -1): number {
  const next = clampScale(direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP);
  return direction < 0 && next < 1.25 ? 1 : next;
}

/** The scale a wheel movement leads to: smooth for trackpads (small deltas), a step per notch of a mouse wheel. */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * Math.exp(-Math.max(Math.min(deltaY, 100), -100) / 200));
}
