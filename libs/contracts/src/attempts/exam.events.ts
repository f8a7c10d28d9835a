import { z } from 'zod';
import { defineEvent } from '../envelope';
import { CONFIDENCE_TAGS } from './learning.events';
import { TOPICS } from '../topics';

const topic = TOPICS.attempts;
const isoTime = z.string().datetime({ offset: true });

const sessionRef = {
  sessionId: z.string(),
  userId: z.string(),
  quizId: z.string(),
  quizName: z.string(),
};

export const ExamStarted = defineEvent({
  type: 'ExamStarted',
  version: 1,
  topic,
  description:
    "A learner began an exam-mode quiz: the server opened their one session with its deadline (start + duration, and for a live mock no later than its close). Keyed by the learner's progress key.",
  payload: z.object({
    ...sessionRef,
    startedAt: isoTime,
    deadline: isoTime,
    live: z.boolean(),
  }),
});

const tally = {
  attempted: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  wrong: z.number().int().nonnegative(),
  score: z.number(),
  seconds: z.number().nonnegative(),
};

export const ExamSubmitted = defineEvent({
  type: 'ExamSubmitted',
  version: 1,
  topic,
  description:
    "An exam session was submitted, by the learner or, at its deadline, by the server (`auto`), and scored with the quiz's marks and negative marks from the responses saved before the deadline. Each learner has one session per exam, and it is the ranked one. `responses` holds every question in order: the saved option (null when none), whether it was marked for review, the optional confidence tag, its status (1 right, 0 wrong, -1 not answered) and the seconds spent on it.",
  payload: z.object({
    ...sessionRef,
    auto: z.boolean(),
    ranked: z.boolean(),
    live: z.boolean(),
    startedAt: isoTime,
    submittedAt: isoTime,
    totalQuestions: z.number().int().nonnegative(),
    attemptedQuestions: z.number().int().nonnegative(),
    correctAnswers: z.number().int().nonnegative(),
    wrongAnswers: z.number().int().nonnegative(),
    score: z.number(),
    sections: z.array(z.object({ name: z.string(), ...tally })),
    responses: z.array(
      z.object({
        option: z.number().int().nonnegative().nullable(),
        marked: z.boolean(),
        confidence: z.enum(CONFIDENCE_TAGS).optional(),
        status: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
        seconds: z.number().nonnegative(),
      }),
    ),
  }),
});

export const LiveMockClosed = defineEvent({
  type: 'LiveMockClosed',
  version: 1,
  topic,
  description:
    "A live mock's window closed: every session still open was submitted by the server, and rank, percentile and leaderboard were released to every candidate at once. Keyed by quiz id.",
  payload: z.object({
    quizId: z.string(),
    quizName: z.string(),
    opensAt: isoTime,
    closesAt: isoTime,
    closedAt: isoTime,
    candidates: z.number().int().nonnegative(),
    autoSubmitted: z.number().int().nonnegative(),
    topScore: z.number().nullable(),
    averageScore: z.number().nullable(),
  }),
});

export const EXAM_EVENTS = [ExamStarted, ExamSubmitted, LiveMockClosed];
