import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './hydrate';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task after the next frame has painted, not before, and once', () => {
    let frame: FrameRequestCallback | undefined;
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const task = jest.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    // The frame's callback queues the task behind the paint: it has not run within the frame itself.
    frame?.(performance.now());
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('runs the task anyway when no frame comes (a page opened in a background tab)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
