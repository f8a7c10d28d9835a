import { answerSchema, namedSchema } from '@exam/common';

const count = { type: 'integer' } as const;

/** One quiz's figures in the overview's two rankings (QuizFigure). */
const QUIZ_FIGURE = namedSchema(
  'OverviewQuizFigure',
  answerSchema({
    quizId: { type: 'string' },
    quizName: { type: 'string' },
    completions: count,
    averagePercent: { type: 'number', description: 'Mean percent over the completions, to one decimal' },
  }),
);

/** GET /api/admin/attempts/overview (AttemptsOverview). */
export const ATTEMPTS_OVERVIEW = namedSchema(
  'AttemptsOverview',
  answerSchema({
    today: answerSchema({ attempts: count, completions: count }),
    last30Days: answerSchema({
      attempts: count,
      completions: count,
      perDay: {
        type: 'array',
        items: answerSchema({
          day: { type: 'string', description: 'YYYY-MM-DD (UTC)' },
          attempts: count,
          completions: count,
        }),
      },
    }),
    mostTaken: { type: 'array', items: QUIZ_FIGURE },
    lowestAverage: { type: 'array', items: QUIZ_FIGURE },
  }),
);
