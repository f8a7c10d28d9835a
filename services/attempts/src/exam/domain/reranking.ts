/** Where one score stands among a mock's candidates. */
export interface Placing {
  score: number;
  rank: number;
  percentile: number;
}

export interface CandidateRescore {
  userId: string;
  before: number;
  after: number;
}

export interface Reranked {
  userId: string;
  before: Placing;
  after: Placing;
  /** The score or the rank moved: the learner is told on the dashboard. */
  changed: boolean;
}

/**
 * Places every score of one ranking: competition ranking (equal scores share a rank, the next rank skips:
 * 1, 2, 2, 4), rank = 1 + candidates above; percentile = 100 × candidates at or below / candidates, truncated
 * to two decimals (the percentile call's rule, so only the top score reads 100). One sort, then O(1) a score.
 */
export function placings(scores: readonly number[]): (score: number) => Placing {
  const n = scores.length;
  const desc = [...scores].sort((a, b) => b - a);
  const above = new Map<number, number>();
  desc.forEach((s, i) => {
    if (!above.has(s)) above.set(s, i);
  });
  return (score) => {
    const higher = above.get(score) ?? desc.filter((s) => s > score).length;
    const atOrBelow = n - higher;
    return { score, rank: higher + 1, percentile: n ? Math.floor((atOrBelow * 10_000) / n) / 100 : 0 };
  };
}

/**
 * Re-ranks a mock's candidates after a final key: each one's place under the provisional scores and under
 * the final ones, and whether it changed. Ties stay ties (a dropped question given to all who attempted it
 * can merge or split them); a pure function of the two score lists.
 */
export function rerank(candidates: readonly CandidateRescore[]): Reranked[] {
  const before = placings(candidates.map((c) => c.before));
  const after = placings(candidates.map((c) => c.after));
  return candidates.map((c) => {
    const b = before(c.before);
    const a = after(c.after);
    return { userId: c.userId, before: b, after: a, changed: a.score !== b.score || a.rank !== b.rank };
  });
}
