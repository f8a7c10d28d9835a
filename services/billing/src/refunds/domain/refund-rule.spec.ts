import { refundEligibility } from './refund-rule';

const start = new Date('2025-03-05T10:00:00Z');
const hoursAfter = (h: number) => new Date(start.getTime() + h * 3_600_000);
const opens = (n: number, from = 1) => Array.from({ length: n }, (_, i) => hoursAfter(from + i / 10));

describe('refund rule (spec section 9)', () => {
  it('is eligible within 24 hours with fewer than 5 premium quizzes opened', () => {
    expect(refundEligibility(start, opens(4), hoursAfter(23))).toEqual({
      refundableUntil: hoursAfter(24),
      withinWindow: true,
      premiumQuizzesOpened: 4,
      eligible: true,
    });
  });

  it('is not eligible at 5 opens, nor after 24 hours', () => {
    expect(refundEligibility(start, opens(5), hoursAfter(2)).eligible).toBe(false);
    expect(refundEligibility(start, [], hoursAfter(24))).toMatchObject({
      withinWindow: false,
      eligible: false,
    });
  });

  it('counts only opens since the subscription started', () => {
    const before = [new Date(start.getTime() - 1), new Date(start.getTime() - 3_600_000)];
    expect(refundEligibility(start, [...before, ...opens(4)], hoursAfter(6)).premiumQuizzesOpened).toBe(4);
  });
});
