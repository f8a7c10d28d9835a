import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '../envelope';
import { instant } from '../fields';
import { keyedBy } from '../keys';
import { INTERNAL_TOPICS, TOPICS } from '../topics';
import { QUIZ_KINDS } from '../catalog/catalog.events';

/**
 * The notebook's events carry the options a learner chose beside whether they were right, which gives a
 * question's key away: they travel on attempts.internal (version 2). Version 1 was on attempts.events.
 */
const notebookTopic = INTERNAL_TOPICS.attempts;
const legacyTopic = TOPICS.attempts;

/** How sure a learner was of an answer; the practice player and exam mode send it with the answer. */
export const CONFIDENCE_TAGS = ['sure', 'fifty', 'guess'] as const;
export type ConfidenceTag = (typeof CONFIDENCE_TAGS)[number];

/** Where a question sits: a question is its quiz and its place in it (0-based). */
const questionRef = { userId: z.string(), quizId: z.string(), questionIndex: z.number().int().nonnegative() };
const questionRefV1 = { userId: z.string(), quizId: z.string(), index: z.number().int().nonnegative() };

/** Version 1 named a question's place `index`; version 2 `questionIndex`, as every other event does. */
function renameIndex<T extends { index: number }>(p: T): Omit<T, 'index'> & { questionIndex: number } {
  const { index, ...rest } = p;
  return { ...rest, questionIndex: index };
}
const INDEX_CHANGES = 'renames index to questionIndex';

/** What a notebook or a bookmark shows of a question's origin. */
const origin = {
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  subject: z.string(),
  chapter: z.string(),
};

const recordedQuestion = {
  /** The first chosen option (0-based), null when unanswered. */
  option: z.number().int().nonnegative().nullable(),
  confidence: z.enum(CONFIDENCE_TAGS).nullable(),
  /** Whether the answer was right when recorded (a guessed right answer enters too). */
  right: z.boolean(),
};

const recordedV1 = z.object({
  userId: z.string(),
  quizId: z.string(),
  ...origin,
  source: z.enum(['quiz', 'exam', 'added']),
  attemptId: z.string().nullable(),
  questions: z.array(z.object({ index: z.number().int().nonnegative(), ...recordedQuestion })),
  recordedAt: instant(),
});

const RECORDED =
  "Questions entered the learner's mistakes notebook: those answered wrong, or right but tagged 'Guess', in a completed quiz or exam, or one the learner added by hand (source 'added').";

export const MistakeRecordedV1 = defineEvent({
  type: 'MistakeRecorded',
  version: 1,
  topic: legacyTopic,
  description: RECORDED,
  payload: recordedV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const MistakeRecorded = defineEvent({
  type: 'MistakeRecorded',
  version: 2,
  topic: notebookTopic,
  description: `${RECORDED} Internal: it names the options chosen.`,
  changes: `Version 2 moves to attempts.internal (the chosen options beside their verdicts give keys away) and ${INDEX_CHANGES} in each question.`,
  readsVersions: [1],
  upcast: (e: EventEnvelope) => {
    const p = recordedV1.parse(e.payload);
    return { ...p, questions: p.questions.map(renameIndex) };
  },
  payload: recordedV1.extend({
    /** The completion they came from; null for a question added by hand. */
    attemptId: z.string().nullable(),
    questions: z.array(z.object({ questionIndex: z.number().int().nonnegative(), ...recordedQuestion })),
    recordedAt: instant('When the questions entered the notebook'),
  }),
  key: keyedBy.progress,
  actor: 'person',
});

const reviewV1 = z.object({
  ...questionRefV1,
  option: z.number().int().nonnegative(),
  right: z.boolean(),
  reviewedAt: instant(),
});
const REVIEWED =
  'The learner answered a notebook question in spaced practice; the server judged it with the current answer key. Right pushes the next review out, wrong brings it back soon.';

export const ReviewAnsweredV1 = defineEvent({
  type: 'ReviewAnswered',
  version: 1,
  topic: legacyTopic,
  description: REVIEWED,
  payload: reviewV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const ReviewAnswered = defineEvent({
  type: 'ReviewAnswered',
  version: 2,
  topic: notebookTopic,
  description: `${REVIEWED} Internal, with the notebook's other events (their order matters).`,
  changes: `Version 2 moves to attempts.internal with the notebook's other events and ${INDEX_CHANGES}.`,
  readsVersions: [1],
  upcast: (e) => renameIndex(reviewV1.parse(e.payload)),
  payload: z.object({
    ...questionRef,
    option: z.number().int().nonnegative(),
    right: z.boolean(),
    reviewedAt: instant('When the learner answered'),
  }),
  key: keyedBy.progress,
  actor: 'person',
});

const dismissedV1 = z.object({ ...questionRefV1, dismissedAt: instant() });
const DISMISSED = 'The learner took a question out of their mistakes notebook by hand.';

export const MistakeDismissedV1 = defineEvent({
  type: 'MistakeDismissed',
  version: 1,
  topic: legacyTopic,
  description: DISMISSED,
  payload: dismissedV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const MistakeDismissed = defineEvent({
  type: 'MistakeDismissed',
  version: 2,
  topic: notebookTopic,
  description: `${DISMISSED} Internal, with the notebook's other events (their order matters).`,
  changes: `Version 2 moves to attempts.internal with the notebook's other events and ${INDEX_CHANGES}.`,
  readsVersions: [1],
  upcast: (e) => renameIndex(dismissedV1.parse(e.payload)),
  payload: z.object({ ...questionRef, dismissedAt: instant('When the learner took it out') }),
  key: keyedBy.progress,
  actor: 'person',
});

const bookmarkAddedV1 = z.object({ ...questionRefV1, ...origin, addedAt: instant() });
const BOOKMARKED =
  'The learner bookmarked a question (from the player, a result, the reattempt screen or the notebook).';

export const BookmarkAddedV1 = defineEvent({
  type: 'BookmarkAdded',
  version: 1,
  topic: legacyTopic,
  description: BOOKMARKED,
  payload: bookmarkAddedV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const BookmarkAdded = defineEvent({
  type: 'BookmarkAdded',
  version: 2,
  topic: legacyTopic,
  description: BOOKMARKED,
  changes: `Version 2 ${INDEX_CHANGES}.`,
  readsVersions: [1],
  upcast: (e) => renameIndex(bookmarkAddedV1.parse(e.payload)),
  payload: z.object({ ...questionRef, ...origin, addedAt: instant('When the bookmark was added') }),
  key: keyedBy.progress,
  actor: 'person',
});

const bookmarkRemovedV1 = z.object({ ...questionRefV1, removedAt: instant() });

export const BookmarkRemovedV1 = defineEvent({
  type: 'BookmarkRemoved',
  version: 1,
  topic: legacyTopic,
  description: 'The learner removed a bookmark.',
  payload: bookmarkRemovedV1,
  key: keyedBy.progress,
  actor: 'person',
});

export const BookmarkRemoved = defineEvent({
  type: 'BookmarkRemoved',
  version: 2,
  topic: legacyTopic,
  description: 'The learner removed a bookmark.',
  changes: `Version 2 ${INDEX_CHANGES}.`,
  readsVersions: [1],
  upcast: (e) => renameIndex(bookmarkRemovedV1.parse(e.payload)),
  payload: z.object({ ...questionRef, removedAt: instant('When the bookmark was removed') }),
  key: keyedBy.progress,
  actor: 'person',
});

export const LEARNING_EVENTS = [
  MistakeRecordedV1,
  MistakeRecorded,
  ReviewAnsweredV1,
  ReviewAnswered,
  MistakeDismissedV1,
  MistakeDismissed,
  BookmarkAddedV1,
  BookmarkAdded,
  BookmarkRemovedV1,
  BookmarkRemoved,
];
