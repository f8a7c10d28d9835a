import { bandKey, percentileOf, scoreKey, type PercentileInput } from './percentile';

/** The two levels the read model keeps, built from a list of ranked scores; answers for one learner's score. */
function percentileAmong(scores: number[], score: number, extra: Partial<PercentileInput> = {}) {
  const bands: Record<string, number> = {};
  const band: Record<string, number> = {};
  for (const s of scores) {
    bands[bandKey(s)] = (bands[bandKey(s)] ?? 0) + 1;
    if (bandKey(s) === bandKey(score)) band[scoreKey(s)] = (band[scoreKey(s)] ?? 0) + 1;
  }
  return percentileOf({ bands, band, score, ...extra });
}

describe('percentile = 100 × candidates at or below / candidates, two decimals', () => {
  it('is 100 for the only candidate', () =>
    expect(percentileAmong([42], 42)).toEqual({ percentile: 100, candidates: 1 }));

  it('is 100 for everyone when all scored the same', () =>
    expect(percentileAmong([5, 5, 5, 5], 5)).toEqual({ percentile: 100, candidates: 4 }));

  it("counts ties at the learner's score as at or below", () =>
    expect(percentileAmong([1, 2, 2, 3], 2)).toEqual({ percentile: 75, candidates: 4 }));

  it('gives the lowest of four 25 and the highest 100', () => {
    expect(percentileAmong([10, 20, 30, 40], 10).percentile).toBe(25);
    expect(percentileAmong([10, 20, 30, 40], 40).percentile).toBe(100);
  });

  it('compares within a band by exact score: 7.5 is above 7.34 and below 8.66', () =>
    expect(percentileAmong([6.1, 7.34, 7.5, 8.66, 8.99], 7.5).percentile).toBe(60));

  it('keeps two decimals, truncated: 2 of 3 is 66.66', () =>
    expect(percentileAmong([1, 2, 3], 2).percentile).toBe(66.66));

  it('does not show 100.00 to anyone but the top at a million candidates', () => {
    const bands = { [bandKey(10)]: 1_000_000 };
    const band = { [scoreKey(10)]: 999_999, [scoreKey(11)]: 1 };
    expect(percentileOf({ bands, band, score: 10 })).toEqual({ percentile: 99.99, candidates: 1_000_000 });
    expect(percentileOf({ bands, band, score: 11 }).percentile).toBe(100);
  });

  it('orders negative and fractional scores numerically, not as text', () => {
    const scores = [-1.25, -0.5, 0, 0.33, 2.5, 10];
    expect(percentileAmong(scores, -0.5).percentile).toBe(33.33);
    expect(percentileAmong(scores, 2.5).percentile).toBe(83.33);
  });

  it('counts the learner once when their ranked score is not in the read model yet', () => {
    expect(percentileAmong([1, 3], 2, { missingFromBands: true, missingFromBand: true })).toEqual({
      percentile: 66.66,
      candidates: 3,
    });
    expect(
      percentileOf({ bands: {}, band: {}, score: 7, missingFromBands: true, missingFromBand: true }),
    ).toEqual({
      percentile: 100,
      candidates: 1,
    });
  });

  it('never passes 100 when a band was read a moment after its summary', () =>
    expect(percentileOf({ bands: { b0: 1 }, band: { s10000: 1, s20000: 1 }, score: 2 }).percentile).toBe(
      100,
    ));

  it('answers zero candidates for an empty read model', () =>
    expect(percentileOf({ bands: {}, band: {}, score: 3 })).toEqual({ percentile: 0, candidates: 0 }));

  it('keys scores in ten-thousandths and bands by three marks', () => {
    expect(scoreKey(12.5)).toBe('s125000');
    expect(scoreKey(-0.25)).toBe('s-2500');
    expect(bandKey(7.5)).toBe('b2');
    expect(bandKey(-0.25)).toBe('b-1');
    expect(bandKey(2.9999)).toBe('b0');
  });
});
