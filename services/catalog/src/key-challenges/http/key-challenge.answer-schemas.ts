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

const stageAndWindow = {
  closesAt: time,
  windowHours: { type: 'integer', nullable: true, description: 'Set by an editor; null: the default 48' },
  windowEndsAt: time,
  windowOpen: { type: 'boolean' },
  stage: { type: 'string', enum: ['withheld', 'provisional', 'final'] },
  publishedAt: { ...time, nullable: true },
};

/** A row of the console's key challenges list (KeyChallengesConsole.list). */
export const KEY_CHALLENGE_ROW = namedSchema(
  'KeyChallengeRow',
  answerSchema({
    id: { type: 'string' },
    quizName: { type: 'string' },
    questionCount: { type: 'integer' },
    challenges: { type: 'integer' },
    ...stageAndWindow,
  }),
);

const perReason = answerSchema(
  Object.fromEntries(CHALLENGE_REASON_CODES.map((r) => [r, { type: 'integer' }])),
);

/** A challenged (or resolved) question as the console's key challenge shows it. */
const CHALLENGED_QUESTION = namedSchema(
  'ChallengedQuestion',
  answerSchema({
    questionIndex: { type: 'integer' },
    questionNumber: { type: 'integer' },
    question: { type: 'string' },
    question_in_hindi: { type: 'string' },
    options: { type: 'array', items: { type: 'string' } },
    options_hindi: { type: 'array', items: { type: 'string' } },
    key: { type: 'integer', description: 'The provisional key; -1 when the question has none' },
    challenges: { type: 'integer' },
    reasons: perReason,
    explanations: {
      type: 'array',
      items: answerSchema({
        reason: { type: 'string', enum: [...CHALLENGE_REASON_CODES] },
        explanation: { type: 'string' },
        challengedAt: time,
      }),
    },
    decision: { type: 'string', enum: ['keep', 'change', 'drop'] },
    newKey: { type: 'integer', nullable: true },
  }),
);

/** One live mock's key challenges in the console (KeyChallengesConsole.one). */
export const KEY_CHALLENGE_DETAIL = namedSchema(
  'KeyChallengeDetail',
  answerSchema({
    id: { type: 'string' },
    quizName: { type: 'string' },
    challenges: { type: 'integer' },
    changed: indexes,
    dropped: indexes,
    ...stageAndWindow,
    questions: { type: 'array', items: CHALLENGED_QUESTION },
  }),
);
