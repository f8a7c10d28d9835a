import { dayWithin, indiaDay, indiaMonth, recentMonths } from './india-dates';

describe('India dates', () => {
  it('counts the day in India, which starts 5h30 before UTC midnight', () => {
    expect(indiaDay(new Date('2026-03-04T18:29:59Z'))).toBe('2026-03-04');
    expect(indiaDay(new Date('2026-03-04T18:30:00Z'))).toBe('2026-03-05');
    expect(indiaMonth(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04');
  });

  it('lists the current month and the 11 before it for the month filter', () => {
    const months = recentMonths(new Date('2026-02-10T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months[1]).toBe('2026-01');
    expect(months[11]).toBe('2025-03');
  });

  it('treats a purchase period as inclusive at both ends', () => {
    expect(dayWithin('2026-01-01', '2026-01-01', '2026-01-14')).toBe(true);
    expect(dayWithin('2026-01-14', '2026-01-01', '2026-01-14')).toBe(true);
    expect(dayWithin('2026-01-15', '2026-01-01', '2026-01-14')).toBe(false);
    expect(dayWithin('2025-12-31', '2026-01-01', '2026-01-14')).toBe(false);
  });
});
