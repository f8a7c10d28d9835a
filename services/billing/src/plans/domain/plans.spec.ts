import { SUBJECTS } from '@exam/contracts';
import { CYCLE_MONTHS, savingPercent, SEED_PLANS } from './plans';

describe('Abhyudaya plans (spec section 9)', () => {
  it('have the spec prices, list prices, total counts and save badges', () => {
    expect(
      SEED_PLANS.map((p) => [
        p.billingCycle,
        p.price,
        p.listPrice,
        p.totalCount,
        savingPercent(p.price, p.listPrice),
      ]),
    ).toEqual([
      ['Monthly', 1000, null, 96, 0],
      ['Quarterly', 2925, 3000, 32, 2.5],
      ['Half Yearly', 5700, 6000, 16, 5],
      ['Yearly', 10800, 12000, 8, 10],
    ]);
  });

  it('each last eight years of cycles', () => {
    for (const p of SEED_PLANS) expect(p.totalCount * CYCLE_MONTHS[p.billingCycle]).toBe(96);
  });

  it('open more subjects the longer they run', () => {
    const [monthly, quarterly, half, yearly] = SEED_PLANS.map((p) => p.accessibleContent);
    expect(monthly).toEqual([SUBJECTS.newsAnalysis, SUBJECTS.currentAffairs]);
    expect(quarterly).toContain(SUBJECTS.mockTests);
    expect(quarterly).not.toContain(SUBJECTS.ncert);
    expect(half).toEqual(expect.arrayContaining([SUBJECTS.mockTests, SUBJECTS.ncert]));
    expect(yearly.length).toBeGreaterThan(half.length);
  });

  it('give no saving without a higher list price', () => {
    expect(savingPercent(1000, null)).toBe(0);
    expect(savingPercent(1000, 1000)).toBe(0);
    expect(savingPercent(1000, 900)).toBe(0);
    expect(savingPercent(2, 3)).toBe(33.33);
  });
});
