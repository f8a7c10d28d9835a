import { answerSchema, namedSchema } from '@exam/common';

/** The server's scoring of a completion (AttemptResult): what completequiz answers and results store. */
export const ATTEMPT_RESULT = namedSchema(
  'AttemptResult',
  answerSchema({
    totalQuestions: { type: 'integer', example: 100 },
    attemptedQuestions: { type: 'integer', example: 92 },
    correctAnswers: { type: 'integer', example: 71 },
    wrongAnswers: { type: 'integer', example: 21 },
    score: { type: 'number', example: 128.14 },
  }),
);
