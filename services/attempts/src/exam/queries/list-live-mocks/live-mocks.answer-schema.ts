import { answerSchema, namedSchema } from '@exam/common';

const time = { type: 'string', format: 'date-time' } as const;
const count = { type: 'integer' } as const;

/** One live mock with its candidates (LiveMockRow). */
const LIVE_MOCK_ROW = namedSchema(
  'LiveMockRow',
  answerSchema({
    id: { type: 'string' },
    quizName: { type: 'string' },
    opensAt: time,
    closesAt: time,
    closedAt: { ...time, nullable: true },
    joined: count,
    inProgress: count,
    submitted: count,
    autoSubmitted: count,
  }),
);

/** GET /api/admin/live-mocks (LiveMocksView). */
export const LIVE_MOCKS_VIEW = namedSchema(
  'LiveMocksView',
  answerSchema({
    serverNow: { ...time, description: "The server's clock: the console counts the time left from it" },
    mocks: { type: 'array', items: LIVE_MOCK_ROW },
  }),
);
