/** A throttled function and the way to drop its pending call. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Calls `fn` at most once every `ms` milliseconds: at once on the first call, and once more at the end of the window
 * when calls came in meanwhile (so the last scroll position is always seen).
 * @example const onScroll = throttle(update, SCROLL_SPY_THROTTLE_MS);
 */
export function throttle(fn: () => void, ms: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = (() => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      if (timer !== null) clearTimeout(timer);
      run();
    } else if (timer === null) {
      timer = setTimeout(run, wait);
    }
  }) as Throttled;
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
