import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '../envelope';
import { instant } from '../fields';
import { keyedBy } from '../keys';
import { INTERNAL_TOPICS, TOPICS } from '../topics';
import { examSettingsFields } from '../exam/exam-settings';

const topic = TOPICS.catalog;

/** Quizzes and Kye Bye quizzes live in separate collections and calls (spec section 7). */
export const QUIZ_KINDS = ['quiz', 'kyebye'] as const;
/** A quiz or a Kye Bye quiz: the two collections of the catalog, and every call's `kind`. */
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** What analysts read of a published quiz: never its answer key. */
const quizFacts = z.object({
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  division: z.string(),
  subject: z.string(),
  chapter: z.string(),
  className: z.string(),
  difficulty: z.string(),
  createdAt: instant('When the quiz was created (the old-quiz rule dates quizzes by it)'),
  accessible: z.array(z.string()),
  questionCount: z.number().int().nonnegative(),
  marksPerCorrect: z.number().nonnegative(),
  negativeMarks: z.number().nonnegative(),
  /** How the quiz is played (issue 31): practice or exam, and an exam's duration, sections and live window. */
  ...examSettingsFields,
});
export type QuizFactsPayload = z.infer<typeof quizFacts>;

/** Version 1's snapshot, answer key included (still read: messages published before version 2). */
const quizSnapshotV1 = z.object({
  quizId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  name: z.string(),
  division: z.string(),
  subject: z.string(),
  chapter: z.string(),
  classs: z.string(),
  difficulty: z.string(),
  createdAt: instant(),
  accessible: z.array(z.string()),
  questionsLength: z.number().int().nonnegative(),
  answerKey: z.array(z.number().int().nonnegative()),
  optionCounts: z.array(z.number().int().nonnegative()).optional(),
  marksPerCorrect: z.number().nonnegative(),
  negativeMarks: z.number().nonnegative(),
  /** How the quiz is played (issue 31): practice or exam, and an exam's duration, sections and live window. */
  ...examSettingsFields,
});

/** A version 1 snapshot in version 2's words, without what analysts must not read. */
function factsOfV1(e: EventEnvelope): z.input<typeof quizFacts> {
  const {
    name,
    classs,
    questionsLength,
    answerKey: _k,
    optionCounts: _o,
    ...rest
  } = quizSnapshotV1.parse(e.payload);
  return { ...rest, quizName: name, className: classs, questionCount: questionsLength };
}

const SNAPSHOT_CHANGES =
  'Version 2 drops the answer key and option counts (attempts reads them on catalog.internal, QuizSnapshotTaken) and renames name to quizName, classs to className and questionsLength to questionCount.';

const PUBLISHED = 'A quiz became visible to learners.';
const UPDATED = 'A published quiz changed; the payload is its whole new snapshot.';

export const QuizPublishedV1 = defineEvent({
  type: 'QuizPublished',
  version: 1,
  topic,
  description: PUBLISHED,
  payload: quizSnapshotV1,
  key: keyedBy.quiz,
  actor: 'person-or-platform',
});

export const QuizPublished = defineEvent({
  type: 'QuizPublished',
  version: 2,
  topic,
  description: PUBLISHED,
  changes: SNAPSHOT_CHANGES,
  readsVersions: [1],
  upcast: factsOfV1,
  payload: quizFacts,
  key: keyedBy.quiz,
  actor: 'person-or-platform',
});

export const QuizUpdatedV1 = defineEvent({
  type: 'QuizUpdated',
  version: 1,
  topic,
  description: UPDATED,
  payload: quizSnapshotV1,
  key: keyedBy.quiz,
  actor: 'person-or-platform',
});

export const QuizUpdated = defineEvent({
  type: 'QuizUpdated',
  version: 2,
  topic,
  description: UPDATED,
  changes: SNAPSHOT_CHANGES,
  readsVersions: [1],
  upcast: factsOfV1,
  payload: quizFacts,
  key: keyedBy.quiz,
  actor: 'person-or-platform',
});

export const QUIZ_REMOVAL_REASONS = ['unpublished', 'deleted'] as const;

export const QuizRemoved = defineEvent({
  type: 'QuizRemoved',
  version: 1,
  topic,
  description: 'A quiz stopped being visible to learners, because it was unpublished or deleted.',
  payload: z.object({
    quizId: z.string(),
    kind: z.enum(QUIZ_KINDS),
    reason: z.enum(QUIZ_REMOVAL_REASONS),
  }),
  key: keyedBy.quiz,
  actor: 'person',
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
    openedAt: instant('When the questions were first served'),
  }),
  key: keyedBy.user,
  actor: 'person',
});

/** The whole quiz as attempts plays and scores it: what analysts read, and the key. */
const quizSnapshot = quizFacts.extend({
  /** Index of the correct option in each question's English options, in question order. */
  answerKey: z.array(z.number().int().nonnegative()),
  /** How many options each question has, in question order (catalog always sends it; tests may not). */
  optionCounts: z.array(z.number().int().nonnegative()).optional(),
});
export type QuizSnapshot = z.infer<typeof quizSnapshot>;

/**
 * Internal (catalog.internal): one per QuizPublished, QuizUpdated and QuizRemoved, in the same write,
 * with what attempts scores by. The latest by occurredAt is the quiz as it is.
 */
export const QuizSnapshotTaken = defineEvent({
  type: 'QuizSnapshotTaken',
  version: 1,
  topic: INTERNAL_TOPICS.catalog,
  description:
    'The whole quiz as attempts plays and scores it, answer key included, each time it is published, changed while published, or removed (internal: never for analysts, who read QuizPublished, QuizUpdated and QuizRemoved).',
  payload: quizSnapshot.extend({
    change: z.enum(['published', 'updated', 'removed']),
    /** Why a removed quiz was removed; null otherwise. */
    removedReason: z.enum(QUIZ_REMOVAL_REASONS).nullable(),
  }),
  key: keyedBy.quiz,
  actor: 'person-or-platform',
});

export const CATALOG_EVENTS = [
  QuizPublishedV1,
  QuizPublished,
  QuizUpdatedV1,
  QuizUpdated,
  QuizRemoved,
  QuizOpened,
  QuizSnapshotTaken,
];
