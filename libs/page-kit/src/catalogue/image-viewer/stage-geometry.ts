/** The viewer's stage (the figure that holds the picture) as the zoom's geometry sees it. */
import type { Point, Size } from './zoom-pan';

/** The stage's size and the fitted picture's. */
export interface StageSizes {
  stage: Size;
  content: Size;
}

/** The stage's size and the fitted picture's (its layout size, which transforms leave alone). */
export function measure(stage: HTMLElement | null): StageSizes | null {
  const img = stage?.querySelector('img');
  if (!stage || !img) return null;
  return {
    stage: { width: stage.clientWidth, height: stage.clientHeight },
    content: { width: img.offsetWidth, height: img.offsetHeight },
  };
}

/** Where an event happened, from the stage's centre. */
export function fromCentre(stage: HTMLElement, clientX: number, clientY: number): Point {
  const box = stage.getBoundingClientRect();
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}
