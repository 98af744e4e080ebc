import { FITTED, MAX_SCALE, clampView, isZoomed, panBy, stepScale, wheelScale, zoomTo } from './zoom-pan';

// A landscape picture fitted to the width of a phone-like stage: 375 × 250 in a 375 × 600 stage.
const stage = { width: 375, height: 600 };
const content = { width: 375, height: 250 };

describe('zoom and pan', () => {
  it('keeps a fitted picture centred: nothing to drag at scale 1', () => {
    expect(panBy(FITTED, 120, -80, stage, content)).toEqual(FITTED);
    expect(isZoomed(FITTED)).toBe(false);
  });

  it('zooms about the centre without moving it', () => {
    expect(zoomTo(FITTED, 2, { x: 0, y: 0 }, stage, content)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('keeps the point zoomed at under the finger', () => {
    const at = { x: 100, y: 50 };
    const view = zoomTo(FITTED, 2, at, stage, content);
    // The picture's point under `at` was (100, 50) from its centre; at scale 2 it is drawn at view + 2 × (100, 50).
    expect(view.x + 2 * 100).toBeCloseTo(at.x);
    expect(view).toEqual({ scale: 2, x: -100, y: 0 });
  });

  it('never shows empty stage beyond an edge: a drag stops where the edge meets the stage', () => {
    const view = zoomTo(FITTED, 2, { x: 0, y: 0 }, stage, content);
    // 750 px wide in 375: 187.5 px may go either way. 500 px tall in 600: still fits, so it stays centred.
    expect(panBy(view, 1000, 1000, stage, content)).toEqual({ scale: 2, x: 187.5, y: 0 });
    expect(panBy(view, -1000, -1000, stage, content)).toEqual({ scale: 2, x: -187.5, y: 0 });
    const deeper = zoomTo(FITTED, 4, { x: 0, y: 0 }, stage, content);
    // 1,000 px tall in 600: 200 px either way.
    expect(panBy(deeper, 0, -1000, stage, content)).toEqual({ scale: 4, x: 0, y: -200 });
  });

  it('holds the scale between fitted and the largest', () => {
    expect(zoomTo(FITTED, 0.2, { x: 40, y: 40 }, stage, content)).toEqual(FITTED);
    expect(zoomTo(FITTED, 50, { x: 0, y: 0 }, stage, content).scale).toBe(MAX_SCALE);
    expect(clampView({ scale: 0.5, x: 30, y: 30 }, stage, content)).toEqual(FITTED);
  });

  it('comes back to fitted and centred when zoomed out from anywhere', () => {
    const moved = panBy(zoomTo(FITTED, 3, { x: 150, y: 100 }, stage, content), -60, 20, stage, content);
    expect(isZoomed(moved)).toBe(true);
    expect(zoomTo(moved, 1, { x: -150, y: 0 }, stage, content)).toEqual(FITTED);
  });

  it('zooms in as the wheel turns towards the screen and out away from it, a notch at a time', () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1.6);
    expect(wheelScale(2, 100)).toBeLessThan(1.25);
    expect(wheelScale(1, 100)).toBe(1);
    // A huge delta (a fast flick) is one notch, not a jump to the limit.
    expect(wheelScale(1, -10_000)).toBe(wheelScale(1, -100));
  });

  it('steps in and out by half as much again, landing on fitted rather than just above it', () => {
    expect(stepScale(1, 1)).toBe(1.5);
    expect(stepScale(3, 1)).toBe(MAX_SCALE);
    expect(stepScale(2.5, -1)).toBeCloseTo(1.667);
    expect(stepScale(2.5 / 1.5, -1)).toBe(1);
    expect(stepScale(1, -1)).toBe(1);
  });
});
