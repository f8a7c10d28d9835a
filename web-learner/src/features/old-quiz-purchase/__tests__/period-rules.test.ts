import { chooseEnd, chooseStart, inPeriod, priceOfPeriod, weeksForDays } from '../period-rules';

const d = (day: string) => new Date(`${day}T00:00:00`);

describe('weeks and price (spec section 9)', () => {
  it.each([
    // [from, to, inclusive days, weeks, rupees]
    ['2025-03-01', '2025-03-02', 2, 1, 100], // the minimum of one week
    ['2025-03-01', '2025-03-07', 7, 1, 100],
    ['2025-03-01', '2025-03-10', 10, 1, 100], // remainder 3: not more than 3
    ['2025-03-01', '2025-03-11', 11, 2, 200], // remainder 4: one more week
    ['2025-03-01', '2025-03-14', 14, 2, 200],
    ['2025-02-20', '2025-03-05', 14, 2, 200], // across a month end, inclusive
    ['2025-01-01', '2025-03-31', 90, 13, 1300], // 12 weeks + 6 days
  ])('%s to %s: %i days, %i week(s), ₹%i', (from, to, days, weeks, amount) => {
    expect(priceOfPeriod(d(from), d(to))).toEqual({ days, weeks, amount });
  });

  it('is 0 when a date is missing or the end is not after the start', () => {
    const none = { days: 0, weeks: 0, amount: 0 };
    expect(priceOfPeriod(null, d('2025-03-05'))).toEqual(none);
    expect(priceOfPeriod(d('2025-03-05'), null)).toEqual(none);
    expect(priceOfPeriod(d('2025-03-05'), d('2025-03-05'))).toEqual(none);
    expect(priceOfPeriod(d('2025-03-05'), d('2025-03-01'))).toEqual(none);
  });

  it('rounds days down to weeks with at least one', () => {
    expect([1, 3, 4, 7, 8, 11, 21, 25].map(weeksForDays)).toEqual([1, 1, 1, 1, 1, 2, 3, 4]);
  });
});

describe('the date rules (spec section 4)', () => {
  const period = { from: d('2025-03-05'), to: d('2025-03-20') };

  it('a start later than the end clears the end; an earlier start keeps it', () => {
    expect(chooseStart(period, d('2025-03-25'))).toEqual({ from: d('2025-03-25'), to: null });
    expect(chooseStart(period, d('2025-03-01'))).toEqual({ from: d('2025-03-01'), to: d('2025-03-20') });
  });

  it('an end earlier than the start is ignored; clearing a date clears that field', () => {
    expect(chooseEnd(period, d('2025-03-01'))).toBe(period);
    expect(chooseEnd(period, null)).toEqual({ from: d('2025-03-05'), to: null });
    expect(chooseStart(period, null)).toEqual({ from: null, to: d('2025-03-20') });
  });

  it('counts a quiz created on the end day, not one the day after', () => {
    const span = { from: d('2025-03-05'), to: d('2025-03-06') };
    expect(inPeriod(new Date(2025, 2, 6, 23, 30).toISOString(), span)).toBe(true);
    expect(inPeriod(new Date(2025, 2, 5, 0, 1).toISOString(), span)).toBe(true);
    expect(inPeriod(new Date(2025, 2, 7, 0, 1).toISOString(), span)).toBe(false);
    expect(inPeriod('not a date', span)).toBe(false);
  });
});
