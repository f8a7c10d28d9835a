import { computeStandings, questionFigures, standingOf, type StandingEntry } from './standings';

const entry = (userId: string, score: number, submittedAt = 0, statuses = [1, 0, -1]): StandingEntry => ({
  userId,
  displayName: `Name ${userId}`,
  score,
  submittedAt,
  statuses: statuses as StandingEntry['statuses'],
  seconds: [30, 60, 0],
});

describe('ranking an exam (issue 31)', () => {
  it('ranks by score, equal scores sharing a rank, with percentile, topper and average', () => {
    const s = computeStandings(
      [entry('a', 10), entry('b', 7.34, 1), entry('c', 7.34, 2), entry('d', -1.32), entry('e', 4)],
      3,
    );
    expect(s.candidates).toBe(5);
    expect(s.topScore).toBe(10);
    expect(s.averageScore).toBe(5.472);
    expect(s.scores).toEqual([
      { score: 10, count: 1 },
      { score: 7.34, count: 2 },
      { score: 4, count: 1 },
      { score: -1.32, count: 1 },
    ]);
    expect(standingOf(s, 10)).toEqual({ rank: 1, candidates: 5, percentile: 100 });
    expect(standingOf(s, 7.34)).toEqual({ rank: 2, candidates: 5, percentile: 80 });
    expect(standingOf(s, 4)).toEqual({ rank: 4, candidates: 5, percentile: 40 });
    expect(standingOf(s, -1.32)).toEqual({ rank: 5, candidates: 5, percentile: 20 });
  });

  it('lists the top 10, the earlier submission first among equal scores', () => {
    const entries = Array.from({ length: 14 }, (_, i) => entry(`u${i}`, i % 5, 100 - i));
    const { leaderboard } = computeStandings(entries, 3);
    expect(leaderboard).toHaveLength(10);
    expect(leaderboard.slice(0, 4).map((r) => [r.userId, r.score, r.rank])).toEqual([
      ['u9', 4, 1],
      ['u4', 4, 1],
      ['u13', 3, 3],
      ['u8', 3, 3],
    ]);
  });

  it('truncates the percentile to two decimals, so only the top reads 100', () => {
    const entries = Array.from({ length: 3 }, (_, i) => entry(`u${i}`, i));
    expect(standingOf(computeStandings(entries, 3), 1).percentile).toBe(66.66);
  });

  it('gives each question its share right and average time among those who spent time on it', () => {
    const s = computeStandings([entry('a', 1, 0, [1, 1, -1]), entry('b', 1, 0, [0, 1, -1])], 3);
    expect(s.questions[0]).toEqual({ right: 1, answered: 2, seconds: 60, timed: 2 });
    expect(questionFigures(s.questions[0], s.candidates)).toEqual({ averageSeconds: 30, shareRight: 50 });
    expect(questionFigures(s.questions[2], s.candidates)).toEqual({ averageSeconds: 0, shareRight: 0 });
  });

  it('has no topper or average before anyone submits', () => {
    const s = computeStandings([], 3);
    expect([s.candidates, s.topScore, s.averageScore, s.leaderboard]).toEqual([0, null, null, []]);
    expect(standingOf(s, 5)).toEqual({ rank: 1, candidates: 0, percentile: 0 });
  });
});
