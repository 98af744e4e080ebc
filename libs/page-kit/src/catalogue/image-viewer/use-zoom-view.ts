import { useEffect, useRef, useState, type RefObject } from 'react';
import { measure, type StageSizes } from './stage-geometry';
import { FITTED, isZoomed, panBy, stepScale, zoomTo, type Point, type ZoomView } from './zoom-pan';

/** The zoom of the viewer's picture and the ways to change it; see {@link useZoomView}. */
export interface ZoomControls {
  view: ZoomView;
  zoomed: boolean;
  /** Once zoomed, the picture asks for its largest size (and keeps it: zooming out again does not reload it). */
  deep: boolean;
  /** The view as last changed, ahead of the render that shows it: the moves of one gesture build on each other. */
  viewRef: RefObject<ZoomView>;
  /** Applies a change of view computed from the stage's and the picture's sizes now. */
  change: (next: (view: ZoomView, sizes: StageSizes) => ZoomView) => void;
  /** Zooms to `scale` towards `at` (from the stage's centre; the centre itself by default). */
  zoomAbout: (scale: number, at?: Point) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Moves a zoomed picture by `dx`, `dy` CSS pixels, as far as its edges. */
  pan: (dx: number, dy: number) => void;
}

/** The zoom and pan of the picture at `position` in the stage `stageRef`: another picture opens fitted. */
export function useZoomView(stageRef: RefObject<HTMLElement | null>, position: number): ZoomControls {
  const [view, setView] = useState<ZoomView>(FITTED);
  const [deep, setDeep] = useState(false);
  const viewRef = useRef(view);
  viewRef.current = view;

  // Another picture opens fitted.
  useEffect(() => {
    setView(FITTED);
    setDeep(false);
  }, [position]);

  const change: ZoomControls['change'] = (next) => {
    const sizes = measure(stageRef.current);
    if (!sizes) return;
    const updated = next(viewRef.current, sizes);
    viewRef.current = updated;
    setView(updated);
    if (isZoomed(updated)) setDeep(true);
  };
  const zoomAbout = (scale: number, at: Point = { x: 0, y: 0 }) =>
    change((current, { stage, content }) => zoomTo(current, scale, at, stage, content));

  return {
    view,
    zoomed: isZoomed(view),
    deep,
    viewRef,
    change,
    zoomAbout,
    zoomIn: () => zoomAbout(stepScale(viewRef.current.scale, 1)),
    zoomOut: () => zoomAbout(stepScale(viewRef.current.scale, -1)),
    fit: () => change(() => FITTED),
    pan: (dx, dy) => change((current, { stage, content }) => panBy(current, dx, dy, stage, content)),
  };
}
