import { isPaidUser, livePaidfor } from './profile-rules';

const now = new Date('2026-06-01T00:00:00Z');

describe('paid user', () => {
  it('is paid with a subscription billed in the future', () =>
    expect(
      isPaidUser([{ id: 's', status: 'active', nextBillingDate: '2026-07-01T00:00:00Z' }], false, now),
    ).toBe(true));
  it('stays paid after cancelling, until the next billing date', () =>
    expect(
      isPaidUser([{ id: 's', status: 'cancelled', nextBillingDate: '2026-06-02T00:00:00Z' }], false, now),
    ).toBe(true));
  it('is not paid once the billing date passed', () =>
    expect(
      isPaidUser([{ id: 's', status: 'cancelled', nextBillingDate: '2026-05-31T23:59:59Z' }], false, now),
    ).toBe(false));
  it('is not paid by a subscription still awaiting payment', () =>
    expect(isPaidUser([{ id: 's', status: 'created', nextBillingDate: null }], false, now)).toBe(false));
  it('is paid by an old-quiz purchase', () => expect(isPaidUser([], true, now)).toBe(true));
  it('is not paid by a completed or expired subscription, whatever its billing date says', () => {
    for (const status of ['completed', 'expired'])
      expect(isPaidUser([{ id: 's', status, nextBillingDate: '2026-07-01T00:00:00Z' }], false, now)).toBe(
        false,
      );
  });
  it('lists the paidfor entries of the subscriptions giving access now only', () => {
    expect(
      livePaidfor(
        [
          {
            id: 'a',
            status: 'active',
            nextBillingDate: '2026-07-01T00:00:00Z',
            scope: 'Abhyudaya-Already passed 12th',
          },
          { id: 'b', status: 'completed', nextBillingDate: '2026-07-01T00:00:00Z', scope: 'Udbodh-Class 8' },
          { id: 'c', status: 'active', nextBillingDate: '2026-08-01T00:00:00Z' },
        ],
        now,
      ),
    ).toEqual(['Abhyudaya-Already passed 12th']);
  });
});
