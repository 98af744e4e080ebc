import { lazy } from 'react';

/**
 * The viewer's code, asked for when a visitor first points at, focuses or opens a zoomable picture: the viewer is drawn
 * only once opened, so no page carries it in its first JavaScript (issue 31).
 */
export const loadImageViewer = () => import('./ImageViewer');

/** The image viewer, loaded on first use: draw it inside a `Suspense` (the picture stays meanwhile). */
export const LazyImageViewer = lazy(() => loadImageViewer().then((module) => ({ default: module.ImageViewer })));
