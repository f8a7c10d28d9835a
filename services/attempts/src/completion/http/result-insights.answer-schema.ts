import { answerSchema, namedSchema } from '@exam/common';

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const tagAccuracy = answerSchema({ answered: int, right: int });

/** The negative-marking what-if (what-if.ts): scores are numbers (fractional marks), counts integers. */
export const WHAT_IF = namedSchema(
  'WhatIf',
  answerSchema({
    actual: num,
    underPenalty: answerSchema({ none: num, quarter: num, third: num, half: num }),
    skippingGuesses: num,
    skippingFifties: num,
    guessingGain: num,
    fiftyGain: num,
    guesses: int,
    fifties: int,
  }),
);

/** Accuracy per confidence tag, the disagreements and the what-if (null when nothing was answered). */
const CONFIDENCE_FIGURES = {
  tagged: { type: 'boolean' },
  byTag: answerSchema({ sure: tagAccuracy, fifty: tagAccuracy, guess: tagAccuracy }),
  disagreements: {
    type: 'array',
    items: answerSchema({
      index: { ...int, description: 'The question, 0-based' },
      kind: { type: 'string', enum: ['sureButWrong', 'guessedRight'] },
    }),
  },
  whatIf: { allOf: [WHAT_IF], nullable: true },
};

/** An exam result's insights (issue 32): the figures without the attempt and marking, which the result carries. */
export const EXAM_INSIGHTS = namedSchema('ExamInsights', answerSchema({ ...CONFIDENCE_FIGURES }));

/** A practice result's insights (GetResultInsights). */
export const RESULT_INSIGHTS = namedSchema(
  'ResultInsights',
  answerSchema({
    attemptId: { type: 'string' },
    marking: answerSchema({ marksPerCorrect: num, negativeMarks: num }),
    ...CONFIDENCE_FIGURES,
  }),
);
