import { MapReportingDeletes, PublishHold } from './publish-hold';

describe('publish hold', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Starts a wait and tells whether it has ended, letting promise callbacks run before each look. */
  const waitOn = (hold: PublishHold, holding: () => boolean, maxMs: number) => {
    let ended = false;
    void hold.wait(holding, maxMs).then(() => (ended = true));
    return async () => {
      await jest.advanceTimersByTimeAsync(0);
      return ended;
    };
  };

  it('does not wait when there is nothing to hold for, nor with no time to hold', async () => {
    const hold = new PublishHold();
    expect(await waitOn(hold, () => false, 500)()).toBe(true);
    expect(await waitOn(hold, () => true, 0)()).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps holding through nudges while the condition holds, and ends on the first nudge after it stops', async () => {
    const hold = new PublishHold();
    let waiters = 2;
    const ended = waitOn(hold, () => waiters > 0, 500);
    waiters = 1;
    hold.nudge();
    expect(await ended()).toBe(false);
    waiters = 0;
    expect(await ended()).toBe(false);
    hold.nudge();
    hold.nudge();
    expect(await ended()).toBe(true);
    // Its upper bound is cleared with it: nothing is left pending
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends after maxMs when nothing ends it before, and a late nudge does nothing', async () => {
    const hold = new PublishHold();
    const ended = waitOn(hold, () => true, 500);
    await jest.advanceTimersByTimeAsync(499);
    expect(await ended()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await ended()).toBe(true);
    hold.nudge();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('map reporting deletes', () => {
  it('reports each entry that leaves it, and nothing for a key it did not hold', () => {
    const reported: number[] = [];
    const map = new MapReportingDeletes<string, number>(() => reported.push(map.size));
    map.set('a', 1).set('b', 2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    expect(map.delete('b')).toBe(true);
    expect(reported).toEqual([1, 0]);
  });
});
