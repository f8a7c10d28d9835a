import type { Confidence, Tags } from '../../shared/domain/confidence';
import { roundScore, type QuestionStatus } from '../../shared/domain/scoring';

/** The negative markings compared: a fraction of one question's marks taken off per wrong answer. */
export const PENALTIES = [
  { key: 'none', fraction: 0 },
  { key: 'quarter', fraction: 1 / 4 },
  { key: 'third', fraction: 1 / 3 },
  { key: 'half', fraction: 1 / 2 },
] as const;

export type PenaltyKey = (typeof PENALTIES)[number]['key'];

export interface Marking {
  marksPerCorrect: number;
  negativeMarks: number;
}

export interface WhatIf {
  /** The score under this quiz's own marking (what the result shows). */
  actual: number;
  /** The same answers under no negative marking, −1/4, −1/3 and −1/2 of a question's marks per wrong answer. */
  underPenalty: Record<PenaltyKey, number>;
  /** Under this quiz's marking, had the questions tagged 'Guess' (or '50-50') been left unanswered. */
  skippingGuesses: number;
  skippingFifties: number;
  /** Marks the guesses won (positive) or lost (negative): actual − skippingGuesses. */
  guessingGain: number;
  fiftyGain: number;
  guesses: number;
  fifties: number;
}

const score = (right: number, wrong: number, perRight: number, perWrong: number) =>
  roundScore(right * perRight - wrong * perWrong);

function counts(statuses: readonly QuestionStatus[], tags: Tags, skip?: Confidence) {
  let right = 0;
  let wrong = 0;
  statuses.forEach((s, i) => {
    if (skip && tags[i] === skip) return;
    if (s === 1) right += 1;
    else if (s === 0) wrong += 1;
  });
  return { right, wrong };
}

/** The what-if panel of a result, from its per-question results, its tags and the quiz's marking. */
export function whatIf(statuses: readonly QuestionStatus[], tags: Tags, marking: Marking): WhatIf {
  const { marksPerCorrect: m, negativeMarks: n } = marking;
  const all = counts(statuses, tags);
  const actual = score(all.right, all.wrong, m, n);
  const underPenalty = Object.fromEntries(
    PENALTIES.map((p) => [p.key, score(all.right, all.wrong, m, m * p.fraction)]),
  ) as Record<PenaltyKey, number>;
  const noGuess = counts(statuses, tags, 'guess');
  const noFifty = counts(statuses, tags, 'fifty');
  const skippingGuesses = score(noGuess.right, noGuess.wrong, m, n);
  const skippingFifties = score(noFifty.right, noFifty.wrong, m, n);
  const tagged = (t: Confidence) => statuses.filter((s, i) => s !== -1 && tags[i] === t).length;
  return {
    actual,
    underPenalty,
    skippingGuesses,
    skippingFifties,
    // From the tagged answers themselves, not from two rounded scores (1/3 off would round to 0.3334).
    guessingGain: score(all.right - noGuess.right, all.wrong - noGuess.wrong, m, n),
    fiftyGain: score(all.right - noFifty.right, all.wrong - noFifty.wrong, m, n),
    guesses: tagged('guess'),
    fifties: tagged('fifty'),
  };
}
