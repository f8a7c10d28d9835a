import { answerSchema, namedSchema } from '@exam/common';

/** One change in a quiz's console history (QuizHistoryRow). */
export const QUIZ_HISTORY_ROW = namedSchema(
  'QuizHistoryRow',
  answerSchema(
    {
      id: { type: 'string' },
      quizId: { type: 'string' },
      rev: { type: 'integer' },
      actorId: { type: 'string', nullable: true },
      at: { type: 'string', format: 'date-time' },
      changes: { type: 'array', items: { type: 'string' } },
      kind: {
        type: 'string',
        enum: ['rescored'],
        description: "Attempts' re-scoring after an answer-key correction; absent for an editor's change",
      },
    },
    ['kind'],
  ),
);
