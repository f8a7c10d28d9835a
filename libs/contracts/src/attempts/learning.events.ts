import { z } from 'zod';
import { defineEvent } from '../envelope';
import { TOPICS } from '../topics';
import { QUIZ_KINDS } from '../catalog/catalog.events';

const topic = TOPICS.attempts;

/** How sure a learner was of an answer; the practice player and exam mode send it with the answer. */
export const CONFIDENCE_TAGS = ['sure', 'fifty', 'guess'] as const;
export type ConfidenceTag = (typeof CONFIDENCE_TAGS)[number];

const at = z.string().datetime({ offset: true });

/** Where a question sits: a question is its quiz and its place in it (0-based). */
const questionRef = {
  userId: z.string(),
  quizId: z.string(),
  index: z.number().int().nonnegative(),
};

/** What a notebook or a bookmark shows of a question's origin. */
const origin = {
  kind: z.enum(QUIZ_KINDS),
  quizName: z.string(),
  subject: z.string(),
  chapter: z.string(),
};

export const MistakeRecorded = defineEvent({
  type: 'MistakeRecorded',
  version: 1,
  topic,
  description:
    "Questions entered the learner's mistakes notebook: those answered wrong, or right but tagged 'Guess', in a completed quiz or exam, or one the learner added by hand (source 'added').",
  payload: z.object({
    userId: z.string(),
    quizId: z.string(),
    ...origin,
    source: z.enum(['quiz', 'exam', 'added']),
    /** The completion they came from; null for a question added by hand. */
    attemptId: z.string().nullable(),
    questions: z.array(
      z.object({
        index: z.number().int().nonnegative(),
        /** The first chosen option (0-based), null when unanswered. */
        option: z.number().int().nonnegative().nullable(),
        confidence: z.enum(CONFIDENCE_TAGS).nullable(),
        /** Whether the answer was right when recorded (a guessed right answer enters too). */
        right: z.boolean(),
      }),
    ),
    recordedAt: at,
  }),
});

export const ReviewAnswered = defineEvent({
  type: 'ReviewAnswered',
  version: 1,
  topic,
  description:
    'The learner answered a notebook question in spaced practice; the server judged it with the current answer key. Right pushes the next review out, wrong brings it back soon.',
  payload: z.object({
    ...questionRef,
    option: z.number().int().nonnegative(),
    right: z.boolean(),
    reviewedAt: at,
  }),
});

export const MistakeDismissed = defineEvent({
  type: 'MistakeDismissed',
  version: 1,
  topic,
  description: 'The learner took a question out of their mistakes notebook by hand.',
  payload: z.object({ ...questionRef, dismissedAt: at }),
});

export const BookmarkAdded = defineEvent({
  type: 'BookmarkAdded',
  version: 1,
  topic,
  description:
    'The learner bookmarked a question (from the player, a result, the reattempt screen or the notebook).',
  payload: z.object({ ...questionRef, ...origin, addedAt: at }),
});

export const BookmarkRemoved = defineEvent({
  type: 'BookmarkRemoved',
  version: 1,
  topic,
  description: 'The learner removed a bookmark.',
  payload: z.object({ ...questionRef, removedAt: at }),
});

export const LEARNING_EVENTS = [
  MistakeRecorded,
  ReviewAnswered,
  MistakeDismissed,
  BookmarkAdded,
  BookmarkRemoved,
];
