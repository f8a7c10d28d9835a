import { formatDate, formatRupees } from '@/lib/format';

describe('rupees, formatted for India', () => {
  it('groups lakhs and crores the Indian way, with the ₹ sign and no needless decimals', () => {
    expect(formatRupees(200)).toBe('₹200');
    expect(formatRupees(2925)).toBe('₹2,925');
    expect(formatRupees(10800)).toBe('₹10,800');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(99.5)).toBe('₹99.5');
  });
});

describe('dates, in en-GB', () => {
  it('puts the day first', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDate(new Date(2025, 6, 4, 15, 0).toISOString())).toBe('04/07/2025');
  });

  it("shows '-' for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('soon')).toBe('-');
  });
});
