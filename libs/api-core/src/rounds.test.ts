import { startRounds } from './rounds';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startRounds', () => {
  it('runs a round every interval, never two at once, and stops after the one under way', async () => {
    let started = 0;
    let running = 0;
    let most = 0;
    let finished = 0;
    const stop = startRounds(async () => {
      started += 1;
      running += 1;
      most = Math.max(most, running);
      await pause(25);
      running -= 1;
      finished += 1;
    }, 5);
    await pause(250);
    const stopping = stop();
    const startedAtStop = started;
    await stopping;
    expect(started).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(started);
    await pause(40);
    expect(started).toBe(startedAtStop);
  });

  it('runs the next round after one that failed', async () => {
    let calls = 0;
    const stop = startRounds(async () => {
      calls += 1;
      throw new Error('database away');
    }, 5);
    await pause(150);
    await stop();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
