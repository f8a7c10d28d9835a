import { roundScore, type QuestionStatus } from '../../shared/domain/scoring';

/** One candidate's scored session, as standings are computed from. */
export interface StandingEntry {
  userId: string;
  displayName: string;
  score: number;
  submittedAt: number;
  statuses: readonly QuestionStatus[];
  seconds: readonly number[];
}

export interface LeaderboardRow {
  rank: number;
  userId: string;
  displayName: string;
  score: number;
}

/** Per question, over every candidate: answered right, answered at all, and time spent by those who spent any. */
export interface QuestionFigures {
  right: number;
  answered: number;
  seconds: number;
  timed: number;
}

/** An exam's standings: what rank, percentile, topper, average and the per-question figures are read from. */
export interface Standings {
  candidates: number;
  topScore: number | null;
  averageScore: number | null;
  /** Distinct scores with how many candidates have each, highest first (objects: FerretDB stores no nested arrays). */
  scores: Array<{ score: number; count: number }>;
  leaderboard: LeaderboardRow[];
  questions: QuestionFigures[];
}

export const LEADERBOARD_SIZE = 10;

/**
 * Ranks scored sessions (one per candidate): competition ranking (equal scores share a rank, the next rank
 * skips), the top 10 with the earlier submission first among equals. A pure function of the sessions, so a
 * corrected key re-ranks by computing it again.
 */
export function computeStandings(entries: readonly StandingEntry[], questionCount: number): Standings {
  const counts = new Map<number, number>();
  for (const e of entries) counts.set(e.score, (counts.get(e.score) ?? 0) + 1);
  const scores = [...counts].sort((a, b) => b[0] - a[0]).map(([score, count]) => ({ score, count }));
  const ordered = [...entries].sort(
    (a, b) =>
      b.score - a.score || a.submittedAt - b.submittedAt || a.displayName.localeCompare(b.displayName),
  );
  const candidates = entries.length;
  const standings: Standings = {
    candidates,
    topScore: candidates ? scores[0].score : null,
    averageScore: candidates ? roundScore(entries.reduce((n, e) => n + e.score, 0) / candidates) : null,
    scores,
    leaderboard: [],
    questions: Array.from({ length: questionCount }, () => ({ right: 0, answered: 0, seconds: 0, timed: 0 })),
  };
  standings.leaderboard = ordered.slice(0, LEADERBOARD_SIZE).map((e) => ({
    rank: standingOf(standings, e.score).rank,
    userId: e.userId,
    displayName: e.displayName,
    score: e.score,
  }));
  for (const e of entries)
    standings.questions.forEach((q, i) => {
      if (e.statuses[i] === 1) q.right++;
      if (e.statuses[i] === 1 || e.statuses[i] === 0) q.answered++;
      if ((e.seconds[i] ?? 0) > 0) {
        q.seconds += e.seconds[i];
        q.timed++;
      }
    });
  return standings;
}

/**
 * Where a score stands: rank = 1 + candidates with a higher score; percentile = 100 × candidates at or below
 * it / candidates, truncated to two decimals (the percentile call's rule).
 */
export function standingOf(
  s: Pick<Standings, 'scores' | 'candidates'>,
  score: number,
): { rank: number; candidates: number; percentile: number } {
  let above = 0;
  for (const { score: value, count } of s.scores) if (value > score) above += count;
  const atOrBelow = s.candidates - above;
  const percentile = s.candidates ? Math.floor((atOrBelow * 10_000) / s.candidates) / 100 : 0;
  return { rank: above + 1, candidates: s.candidates, percentile };
}

/** The average seconds on a question among those who spent any, and the share right in percent. */
export function questionFigures(q: QuestionFigures, candidates: number) {
  return {
    averageSeconds: q.timed ? Math.round(q.seconds / q.timed) : 0,
    shareRight: candidates ? Math.round((q.right / candidates) * 10_000) / 100 : 0,
  };
}
