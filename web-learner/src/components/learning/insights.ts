import type { ConfidenceTag } from './confidence';

/** Issue 32's figures on a result (a practice completion's or an exam's), computed by the server. */
export interface WhatIf {
  actual: number;
  underPenalty: { none: number; quarter: number; third: number; half: number };
  skippingGuesses: number;
  skippingFifties: number;
  guessingGain: number;
  fiftyGain: number;
  guesses: number;
  fifties: number;
}

export interface ResultInsights {
  attemptId: string;
  tagged: boolean;
  marking: { marksPerCorrect: number; negativeMarks: number };
  byTag: Record<ConfidenceTag, { answered: number; right: number }>;
  disagreements: Array<{ index: number; kind: 'sureButWrong' | 'guessedRight' }>;
  whatIf: WhatIf | null;
}
