import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { QUIZ_KINDS } from '../catalog/catalog.events';
import { LEARNING_EVENTS } from './learning.events';

const topic = TOPICS.attempts;

const quizRef = {
  userId: z.string(),
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  division: z.string(),
  subject: z.string(),
};

export const QuizAttempted = defineEvent({
  type: 'QuizAttempted',
  version: 1,
  topic,
  description: 'A learner started (or left) a quiz without submitting it.',
  payload: z.object({ ...quizRef, attemptedAt: z.string().datetime({ offset: true }) }),
});

const completedV1 = z.object({
  ...quizRef,
  attemptId: z.string(),
  totalQuestions: z.number().int().nonnegative(),
  attemptedQuestions: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  wrongAnswers: z.number().int().nonnegative(),
  score: z.number(),
  ranked: z.boolean(),
  startedAt: z.string().datetime({ offset: true }).nullable(),
  endedAt: z.string().datetime({ offset: true }).nullable(),
  completedAt: z.string().datetime({ offset: true }),
});

const COMPLETED_DESCRIPTION =
  'A learner submitted a quiz and the server scored it. The first completion of a quiz by a user is the ranked one.';

/** Version 1, still read (QuizCompleted reads it too): events published before version 2. */
export const QuizCompletedV1 = defineEvent({
  type: 'QuizCompleted',
  version: 1,
  topic,
  description: COMPLETED_DESCRIPTION,
  payload: completedV1,
});

/** One character per question, in question order (the stored form of a completion, compact on the wire). */
const perQuestion = (what: string) => z.string().max(1_000).optional().describe(what);

export const QuizCompleted = defineEvent({
  type: 'QuizCompleted',
  version: 2,
  topic,
  readsVersions: [1],
  description: `${COMPLETED_DESCRIPTION} Version 2 adds the quiz's chapter and the per-question answers, results and confidence tags (absent in version 1).`,
  payload: completedV1.extend({
    chapter: z.string().optional(),
    answers: perQuestion("First chosen option per question: 'A' is the first option, '-' unanswered."),
    statuses: perQuestion("Result per question: '1' right, '0' wrong, '-' unanswered."),
    confidence: perQuestion(
      "The learner's confidence tag per question: 'S' sure, 'F' 50-50, 'G' guess, '-' none.",
    ),
  }),
});

export const TimeSpentRecorded = defineEvent({
  type: 'TimeSpentRecorded',
  version: 1,
  topic,
  description:
    'Seconds per question were stored for a quiz or for a practice reattempt (never counted in results).',
  payload: z.object({
    userId: z.string(),
    quizId: z.string(),
    mode: z.enum(['attempt', 'reattempt']),
    totalSeconds: z.number().nonnegative(),
    questionCount: z.number().int().nonnegative(),
  }),
});

export const QuizRescored = defineEvent({
  type: 'QuizRescored',
  version: 1,
  topic,
  description:
    "A quiz's answer key was corrected and its stored completions were scored again with the corrected key; per completion whose score moved, the old and the new score. The quiz's percentile was rebuilt from the ranked ones.",
  payload: z.object({
    quizId: z.string(),
    quizName: z.string(),
    /** How many stored completions were scored again (changed or not). */
    rescored: z.number().int().nonnegative(),
    changes: z.array(
      z.object({
        userId: z.string(),
        attemptId: z.string(),
        ranked: z.boolean(),
        oldScore: z.number(),
        newScore: z.number(),
        correctAnswers: z.number().int().nonnegative(),
        wrongAnswers: z.number().int().nonnegative(),
        /** When the completion was made: which month of the learner's topic analysis it counts in. */
        completedAt: z.string().datetime({ offset: true }).optional(),
      }),
    ),
    rescoredAt: z.string().datetime({ offset: true }),
  }),
});

export const ATTEMPTS_EVENTS = [
  QuizAttempted,
  QuizCompletedV1,
  QuizCompleted,
  TimeSpentRecorded,
  QuizRescored,
  ...LEARNING_EVENTS,
];
