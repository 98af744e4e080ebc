import type { KeyboardEvent } from 'react';
import { onViewerKey, type ViewerKeyActions } from './viewer-keys';

/** Presses `key` on a viewer in the state given: what it did, and whether it took the key from the browser. */
function press(key: string, state: { zoomed?: boolean; several?: boolean } = {}) {
  const done: string[] = [];
  const actions: ViewerKeyActions = {
    close: () => done.push('close'),
    zoomIn: () => done.push('zoomIn'),
    zoomOut: () => done.push('zoomOut'),
    fit: () => done.push('fit'),
    pan: (dx, dy) => done.push(`pan ${dx} ${dy}`),
    go: (step) => done.push(`go ${step}`),
    tab: () => done.push('tab'),
    zoomed: state.zoomed ?? false,
    several: state.several ?? true,
  };
  let prevented = false;
  const event = { key, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent<HTMLDivElement>;
  onViewerKey(event, actions);
  return { done, prevented };
}

describe('the image viewer’s keys', () => {
  it('close, zoom and fit', () => {
    expect(press('Escape')).toEqual({ done: ['close'], prevented: true });
    expect(press('+').done).toEqual(['zoomIn']);
    expect(press('=').done).toEqual(['zoomIn']);
    expect(press('-').done).toEqual(['zoomOut']);
    expect(press('0').done).toEqual(['fit']);
  });

  it('go to the next or previous picture with the arrows, when there is another', () => {
    expect(press('ArrowRight')).toEqual({ done: ['go 1'], prevented: true });
    expect(press('ArrowLeft').done).toEqual(['go -1']);
    expect(press('ArrowUp')).toEqual({ done: [], prevented: false });
    expect(press('ArrowRight', { several: false })).toEqual({ done: [], prevented: false });
  });

  it('move a zoomed picture against the arrow, so that it shows what lies that way', () => {
    expect(press('ArrowRight', { zoomed: true })).toEqual({ done: ['pan -60 0'], prevented: true });
    expect(press('ArrowLeft', { zoomed: true }).done).toEqual(['pan 60 0']);
    expect(press('ArrowUp', { zoomed: true }).done).toEqual(['pan 0 60']);
    expect(press('ArrowDown', { zoomed: true, several: false }).done).toEqual(['pan 0 -60']);
  });

  it('leave Tab to the dialog and any other key to the browser', () => {
    expect(press('Tab')).toEqual({ done: ['tab'], prevented: false });
    expect(press('a')).toEqual({ done: [], prevented: false });
  });
});
