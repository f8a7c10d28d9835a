/**
 * A quiz's ranked scores are kept in two levels, so no document grows past a few hundred fields (FerretDB
 * rewrites a 3,000-field document in 50 ms, a 100-field one in 2 ms; a 100-question quiz with negative
 * marks has up to 5,151 distinct scores): a summary with the number of candidates per band of
 * SCORE_BAND_WIDTH marks, and one histogram per band with the candidates per exact score.
 */
export const SCORE_BAND_WIDTH = 3;

/** Candidates per key (a band key in the summary, a score key in a band's histogram). */
export type Counts = Readonly<Record<string, number>>;

export interface PercentileAnswer {
  percentile: number;
  candidates: number;
}

/** Scores are rounded to 4 decimals (see roundScore): kept in ten-thousandths, whole numbers. */
const units = (score: number) => Math.round(score * 10_000);

/** A histogram key for a score; field names cannot hold '.', e.g. 12.5 → 's125000', -0.25 → 's-2500'. */
export function scoreKey(score: number): string {
  return `s${units(score)}`;
}

/** The band a score falls in, e.g. with bands of 3 marks: 7.5 → 'b2', -0.25 → 'b-1'. */
export function bandKey(score: number): string {
  return `b${Math.floor(units(score) / (SCORE_BAND_WIDTH * 10_000))}`;
}

const numberOf = (key: string) => Number(key.slice(1));

function sumWhere(counts: Counts, keep: (n: number) => boolean): number {
  let sum = 0;
  for (const [key, count] of Object.entries(counts))
    if (Number.isFinite(count) && count > 0 && keep(numberOf(key))) sum += count;
  return sum;
}

export interface PercentileInput {
  /** Candidates per band (the summary). */
  bands: Counts;
  /** Candidates per score within the learner's band. */
  band: Counts;
  score: number;
  /** The learner's own ranked score is not in the summary / in the band yet (submitted a moment ago). */
  missingFromBands?: boolean;
  missingFromBand?: boolean;
}

/**
 * Percentile = 100 × (candidates whose ranked score ≤ the learner's) / candidates, with two decimals,
 * truncated rather than rounded so only the top score(s) can read 100.00 (99.996 stays 99.99).
 */
export function percentileOf(input: PercentileInput): PercentileAnswer {
  const own = units(input.score);
  const ownBand = numberOf(bandKey(input.score));
  const candidates = sumWhere(input.bands, () => true) + (input.missingFromBands ? 1 : 0);
  const below = sumWhere(input.bands, (b) => b < ownBand);
  const within = sumWhere(input.band, (s) => s <= own) + (input.missingFromBand ? 1 : 0);
  if (candidates === 0) return { percentile: 0, candidates: 0 };
  // The two levels are read one after the other: a count racing in between must not pass 100 %.
  const atOrBelow = Math.min(below + within, candidates);
  // Integer arithmetic first (≤ 10^6 × 10^4, exact in a double), then the two decimals.
  return { percentile: Math.floor((atOrBelow * 10_000) / candidates) / 100, candidates };
}
