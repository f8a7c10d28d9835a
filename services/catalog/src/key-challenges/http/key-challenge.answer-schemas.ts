import { answerSchema, namedSchema } from '@exam/common';
import { CHALLENGE_REASON_CODES } from '@exam/contracts';

const time = { type: 'string', format: 'date-time' } as const;
const indexes = { type: 'array', items: { type: 'integer' } } as const;

/** A learner's challenge of one question (ChallengeView). */
export const MY_CHALLENGE = namedSchema(
  'MyChallenge',
  answerSchema({
    questionIndex: { type: 'integer' },
    reason: { type: 'string', enum: [...CHALLENGE_REASON_CODES] },
    explanation: { type: 'string' },
    challengedAt: time,
  }),
);

/** A live mock's key as its result shows it (KeyStatusView). */
export const KEY_STATUS = namedSchema(
  'KeyStatus',
  answerSchema({
    quizId: { type: 'string' },
    stage: { type: 'string', enum: ['withheld', 'provisional', 'final'] },
    closesAt: time,
    windowEndsAt: time,
    windowOpen: { type: 'boolean' },
    canChallenge: { type: 'boolean', description: 'The learner sat the mock and the window is open' },
    publishedAt: { ...time, nullable: true },
    changed: indexes,
    dropped: indexes,
    mine: { type: 'array', items: MY_CHALLENGE },
  }),
);
