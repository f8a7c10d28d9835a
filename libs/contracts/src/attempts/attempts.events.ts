import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { QUIZ_KINDS } from '../catalog/catalog.events';

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

export const QuizCompleted = defineEvent({
  type: 'QuizCompleted',
  version: 1,
  topic,
  description:
    'A learner submitted a quiz and the server scored it. The first completion of a quiz by a user is the ranked one.',
  payload: z.object({
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
      }),
    ),
    rescoredAt: z.string().datetime({ offset: true }),
  }),
});

export const ATTEMPTS_EVENTS = [QuizAttempted, QuizCompleted, TimeSpentRecorded, QuizRescored];
