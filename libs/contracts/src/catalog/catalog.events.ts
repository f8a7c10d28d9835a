import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { examSettingsFields } from '../exam/exam-settings';

const topic = TOPICS.catalog;

/** Quizzes and Kye Bye quizzes live in separate collections and calls (spec section 7). */
export const QUIZ_KINDS = ['quiz', 'kyebye'] as const;

/** A full snapshot of a published quiz, with what the attempts service needs to score it. */
const quizSnapshot = z.object({
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  name: z.string(),
  division: z.string(),
  subject: z.string(),
  chapter: z.string(),
  classs: z.string(),
  difficulty: z.string(),
  createdAt: z.string().datetime({ offset: true }),
  accessible: z.array(z.string()),
  questionsLength: z.number().int().nonnegative(),
  /** Index of the correct option in each question's English options, in question order. */
  answerKey: z.array(z.number().int().nonnegative()),
  /** How many options each question has, in question order (absent in snapshots of older versions). */
  optionCounts: z.array(z.number().int().nonnegative()).optional(),
  marksPerCorrect: z.number().nonnegative(),
  negativeMarks: z.number().nonnegative(),
  /** How the quiz is played (issue 31): practice or exam, and an exam's duration, sections and live window. */
  ...examSettingsFields,
});
export type QuizSnapshot = z.infer<typeof quizSnapshot>;

export const QuizPublished = defineEvent({
  type: 'QuizPublished',
  version: 1,
  topic,
  description: 'A quiz became visible to learners.',
  payload: quizSnapshot,
});

export const QuizUpdated = defineEvent({
  type: 'QuizUpdated',
  version: 1,
  topic,
  description: 'A published quiz changed; the payload is its whole new snapshot.',
  payload: quizSnapshot,
});

export const QuizRemoved = defineEvent({
  type: 'QuizRemoved',
  version: 1,
  topic,
  description: 'A quiz stopped being visible to learners, because it was unpublished or deleted.',
  payload: z.object({
    quizId: z.string(),
    kind: z.enum(QUIZ_KINDS),
    reason: z.enum(['unpublished', 'deleted']),
  }),
});

export const QuizOpened = defineEvent({
  type: 'QuizOpened',
  version: 1,
  topic,
  description:
    "A learner was first served a quiz's questions (once per learner and quiz). Billing's refund rule counts premium ones.",
  payload: z.object({
    userId: z.string(),
    quizId: z.string(),
    kind: z.enum(QUIZ_KINDS),
    subject: z.string(),
    premium: z.boolean(),
    openedAt: z.string().datetime({ offset: true }),
  }),
});

export const CATALOG_EVENTS = [QuizPublished, QuizUpdated, QuizRemoved, QuizOpened];
