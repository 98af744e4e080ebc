import type { KeyboardEvent } from 'react';

/** How far an arrow key moves a zoomed picture, in CSS pixels, and which way (the picture goes against the key). */
const KEY_PAN = 60;
const PAN_KEYS = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
} as const satisfies Record<string, readonly [number, number]>;

/** What the viewer's keys act on. */
export interface ViewerKeyActions {
  close: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Moves a zoomed picture by `dx`, `dy` CSS pixels. */
  pan: (dx: number, dy: number) => void;
  /** Goes `step` pictures on (−1 back). */
  go: (step: number) => void;
  zoomed: boolean;
  /** Whether there is more than one picture to go to. */
  several: boolean;
  /** The dialog's Tab handler (its focus trap). */
  tab: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The viewer's keys: Escape closes, + (or =) and − zoom, 0 fits again; the arrows move a zoomed picture and otherwise
 * go to the previous or next one; Tab stays inside the dialog.
 */
export function onViewerKey(event: KeyboardEvent<HTMLDivElement>, actions: ViewerKeyActions): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    actions.close();
  } else if (event.key === '+' || event.key === '=') {
    event.preventDefault();
    actions.zoomIn();
  } else if (event.key === '-') {
    event.preventDefault();
    actions.zoomOut();
  } else if (event.key === '0') {
    event.preventDefault();
    actions.fit();
  } else if (actions.zoomed && event.key in PAN_KEYS) {
    // A zoomed picture moves under the arrows (the buttons still change pictures): each shows what lies that way.
    event.preventDefault();
    const [dx, dy] = PAN_KEYS[event.key as keyof typeof PAN_KEYS];
    actions.pan(dx * KEY_PAN, dy * KEY_PAN);
  } else if (event.key === 'ArrowRight' && actions.several) {
    event.preventDefault();
    actions.go(1);
  } else if (event.key === 'ArrowLeft' && actions.several) {
    event.preventDefault();
    actions.go(-1);
  } else if (event.key === 'Tab') {
    actions.tab(event);
  }
}
