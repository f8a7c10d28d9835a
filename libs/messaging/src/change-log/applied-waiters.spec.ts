import { DomainError } from '@exam/common';
import { AppliedWaiters } from './applied-waiters';

const verdict = { tookEffect: true, events: [] };
const later = (ms: number, run: () => void) => setTimeout(run, ms);

describe('AppliedWaiters.within', () => {
  it('answers 503 when nothing is applied for one wait', async () => {
    const waiters = new AppliedWaiters(100);
    const applied = waiters.expect('a');
    await expect(waiters.within('a', applied)).rejects.toBeInstanceOf(DomainError);
    expect(waiters.has('a')).toBe(false);
  });

  it('keeps waiting while other entries are being applied (a busy log is not a stuck one)', async () => {
    const waiters = new AppliedWaiters(100);
    const mine = waiters.expect('mine');
    for (const [i, at] of [60, 140, 220].entries()) {
      waiters.expect(`other${i}`);
      later(at, () => waiters.settle(`other${i}`, verdict));
    }
    later(260, () => waiters.settle('mine', verdict));
    await expect(waiters.within('mine', mine)).resolves.toEqual(verdict);
  });

  it('gives up after four waits however busy the log is', async () => {
    const waiters = new AppliedWaiters(50);
    const mine = waiters.expect('mine');
    const busy = setInterval(() => {
      waiters.expect('other');
      waiters.settle('other', verdict);
    }, 10);
    try {
      await expect(waiters.within('mine', mine)).rejects.toBeInstanceOf(DomainError);
    } finally {
      clearInterval(busy);
    }
  });
});
