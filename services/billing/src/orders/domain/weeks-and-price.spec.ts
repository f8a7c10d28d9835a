import {
  DATE_IN_FUTURE,
  DATE_NOT_VALID,
  END_NOT_AFTER_START,
  parseDay,
  priceOldQuizPeriod,
  todayInIndia,
} from './weeks-and-price';

const today = '2025-03-31';

describe('old-quiz weeks and price (spec section 9: ₹100 a week)', () => {
  it.each([
    // [from, to, inclusive days, weeks, rupees]
    ['2025-03-01', '2025-03-07', 7, 1, 100],
    ['2025-03-01', '2025-03-10', 10, 1, 100], // 1 week + 3 days: 3 is not more than 3
    ['2025-03-01', '2025-03-11', 11, 2, 200], // 1 week + 4 days
    ['2025-03-01', '2025-03-14', 14, 2, 200],
    ['2025-03-01', '2025-03-18', 18, 3, 300], // 2 weeks + 4 days
    ['2025-03-01', '2025-03-02', 2, 1, 100], // at least one week
    ['2025-02-25', '2025-03-03', 7, 1, 100], // across a month end
  ])('%s to %s: %i days give %i week(s), ₹%i', (from, to, days, weeks, amount) => {
    expect(priceOldQuizPeriod(from, to, today)).toEqual({ ok: true, days, weeks, amount });
  });

  it('refuses an end equal to the start, and an end before the start', () => {
    expect(priceOldQuizPeriod('2025-03-05', '2025-03-05', today)).toEqual({
      ok: false,
      message: END_NOT_AFTER_START,
    });
    expect(priceOldQuizPeriod('2025-03-05', '2025-03-01', today)).toEqual({
      ok: false,
      message: END_NOT_AFTER_START,
    });
  });

  it('refuses dates after today, and accepts today itself', () => {
    expect(priceOldQuizPeriod('2025-03-25', '2025-04-01', today)).toEqual({
      ok: false,
      message: DATE_IN_FUTURE,
    });
    expect(priceOldQuizPeriod('2025-03-25', today, today)).toMatchObject({ ok: true, days: 7 });
  });

  it.each(['2025-02-30', '2025-3-05', '05/03/2025', '', '2025-13-01'])('refuses %p as a date', (bad) => {
    expect(priceOldQuizPeriod(bad, '2025-03-10', today)).toEqual({ ok: false, message: DATE_NOT_VALID });
    expect(parseDay(bad)).toBeNull();
  });

  it("takes today's date in India (UTC+05:30)", () => {
    expect(todayInIndia(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(todayInIndia(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });
});
