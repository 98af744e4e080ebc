/**
 * The API's background work that repeats (the mail retries, the orders' expiry, the current edition's watch): one
 * round every `intervalMs`, never two at once (a round still running when the next is due skips it), on a timer that
 * keeps no process alive. `round` deals with its own failures; one that escapes is dropped, and the next round runs.
 */
export function startRounds(round: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = round()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  /** Stops the rounds and waits for one under way. */
  return async () => {
    clearInterval(timer);
    await running;
  };
}
