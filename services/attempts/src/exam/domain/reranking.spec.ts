import { placings, rerank } from './reranking';

describe('placings (competition ranking with ties)', () => {
  const place = placings([10, 8, 8, 8, 5, 0]);

  it('gives equal scores one rank and skips the ranks they share', () => {
    expect([10, 8, 5, 0].map((s) => place(s).rank)).toEqual([1, 2, 5, 6]);
  });

  it('reads percentiles as the share at or below, truncated to two decimals', () => {
    expect(place(10).percentile).toBe(100);
    expect(place(8).percentile).toBe(83.33);
    expect(place(0).percentile).toBe(16.66);
  });

  it('places a score no candidate has between its neighbours', () => {
    expect(place(6)).toEqual({ score: 6, rank: 5, percentile: 33.33 });
  });

  it('answers rank 1 and percentile 0 with no candidates', () => {
    expect(placings([])(3)).toEqual({ score: 3, rank: 1, percentile: 0 });
  });
});

describe('rerank after a final key', () => {
  it('moves ranks when a dropped question merges a tie and a changed key splits one', () => {
    const out = rerank([
      { userId: 'a', before: 12, after: 12 },
      { userId: 'b', before: 8, after: 12 },
      { userId: 'c', before: 8, after: 7 },
      { userId: 'd', before: 4, after: 4 },
    ]);
    const by = Object.fromEntries(out.map((r) => [r.userId, r]));
    expect([by.a.before.rank, by.b.before.rank, by.c.before.rank, by.d.before.rank]).toEqual([1, 2, 2, 4]);
    expect([by.a.after.rank, by.b.after.rank, by.c.after.rank, by.d.after.rank]).toEqual([1, 1, 3, 4]);
    expect(out.filter((r) => r.changed).map((r) => r.userId)).toEqual(['b', 'c']);
  });

  it('tells a candidate whose score rose with everyone else (rank unchanged) that the score changed', () => {
    const out = rerank([
      { userId: 'a', before: 4, after: 8 },
      { userId: 'b', before: 0, after: 4 },
    ]);
    expect(out.map((r) => [r.after.rank, r.changed])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('tells a candidate whose rank moved though their own score did not', () => {
    const [a, b] = rerank([
      { userId: 'a', before: 8, after: 8 },
      { userId: 'b', before: 4, after: 12 },
    ]);
    expect(a).toMatchObject({ before: { rank: 1 }, after: { rank: 2, percentile: 50 }, changed: true });
    expect(b).toMatchObject({ after: { rank: 1, percentile: 100 }, changed: true });
  });

  it('leaves everyone unchanged when the final key equals the provisional one', () => {
    expect(
      rerank([
        { userId: 'a', before: 3, after: 3 },
        { userId: 'b', before: 3, after: 3 },
      ]).some((r) => r.changed),
    ).toBe(false);
  });
});
