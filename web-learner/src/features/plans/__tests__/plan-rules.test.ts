import { isAlreadySubscribed, planButtonState, saveBadge } from '../plan-rules';
import { PLANS } from './fixtures';

const quarterly = PLANS[1]!;
const now = new Date('2025-06-01T10:00:00Z');

describe('already subscribed (spec section 4)', () => {
  it('is a subscription to the plan with a next billing date in the future', () => {
    const held = [{ plan: 'Abhyudaya Quarterly', status: 'active', nextBillingDate: '2025-09-01T00:00:00Z' }];
    expect(isAlreadySubscribed(quarterly, held, now)).toBe(true);
    expect(isAlreadySubscribed(PLANS[0]!, held, now)).toBe(false);
  });

  it('is not one whose next billing date has passed, nor one never paid (created)', () => {
    expect(
      isAlreadySubscribed(
        quarterly,
        [
          { plan: 'Abhyudaya Quarterly', status: 'active', nextBillingDate: '2025-05-31T00:00:00Z' },
          { plan: 'Abhyudaya Quarterly', status: 'created', nextBillingDate: null },
        ],
        now,
      ),
    ).toBe(false);
  });

  it("counts a cancelled subscription until its access ends, and the server's own flag", () => {
    const cancelled = [{ plan: 'Abhyudaya Quarterly', status: 'cancelled', nextBillingDate: '2025-06-02' }];
    expect(isAlreadySubscribed(quarterly, cancelled, now)).toBe(true);
    expect(isAlreadySubscribed({ ...quarterly, alreadySubscribed: true }, [], now)).toBe(true);
  });
});

describe('plan card rules', () => {
  it('shows the save badge as the percentage discount, and none without a list price', () => {
    expect(PLANS.map(saveBadge)).toEqual([null, 'Save 2.5%', 'Save 5%', 'Save 10%']);
  });

  it('labels the button by state, subscribed winning over processing', () => {
    expect(planButtonState({ subscribed: false, processing: false })).toBe('subscribe');
    expect(planButtonState({ subscribed: false, processing: true })).toBe('processing');
    expect(planButtonState({ subscribed: true, processing: true })).toBe('subscribed');
  });
});
