import { z } from 'zod';
import { defineEvent } from '../envelope';
import { keyedBy } from '../keys';
import { INTERNAL_TOPICS } from '../topics';

/**
 * Internal (catalog.internal, issue 37): challenges and the final key name answer keys (keyAtChallenge,
 * provisionalKey, answerKey) and carry candidates' words, so analysts do not read them.
 */
const topic = INTERNAL_TOPICS.catalog;
const isoTime = z.string().datetime({ offset: true });

/** Why a candidate challenges a live mock's provisional key (issue 33), with the words the apps show. */
export const CHALLENGE_REASONS = {
  'wrong-key': 'The key marks the wrong option',
  'more-than-one': 'More than one option is correct',
  'none-correct': 'No option is correct',
  ambiguous: 'The question is ambiguous or has an error',
  translation: 'The Hindi and English versions differ',
} as const;
export type ChallengeReason = keyof typeof CHALLENGE_REASONS;
export const CHALLENGE_REASON_CODES = Object.keys(CHALLENGE_REASONS) as [
  ChallengeReason,
  ...ChallengeReason[],
];

/** How an editor resolves a challenged question when the final key is drawn up. */
export const KEY_DECISIONS = ['keep', 'change', 'drop'] as const;
export type KeyDecision = (typeof KEY_DECISIONS)[number];

/** The challenge window's length an editor gets unless they set another (hours after the live mock closes). */
export const DEFAULT_CHALLENGE_HOURS = 48;
export const CHALLENGE_HOURS_MAX = 24 * 14;
/** The longest explanation a candidate may add to a challenge. */
export const CHALLENGE_TEXT_MAX = 1000;

export const KeyChallenged = defineEvent({
  type: 'KeyChallenged',
  version: 1,
  topic,
  description:
    "A candidate of a live mock challenged a question's provisional key within the challenge window, with a reason and an optional explanation (one challenge per candidate and question; a second one replaces the first). keyAtChallenge is the index of the option the provisional key marks correct. Keyed by quiz id.",
  payload: z.object({
    challengeId: z.string(),
    userId: z.string(),
    quizId: z.string(),
    quizName: z.string(),
    questionIndex: z.number().int().nonnegative(),
    reason: z.enum(CHALLENGE_REASON_CODES),
    explanation: z.string().max(CHALLENGE_TEXT_MAX),
    keyAtChallenge: z.number().int().min(-1),
    challengedAt: isoTime,
  }),
  key: keyedBy.quiz,
  actor: 'person',
});

export const FinalKeyPublished = defineEvent({
  type: 'FinalKeyPublished',
  version: 1,
  topic,
  description:
    "An editor published a live mock's final key after its challenge window: `answerKey` is the final key (the provisional one with the changed questions' new options), `dropped` the 0-based questions dropped (every candidate who attempted one gets full marks for it), `changed` the questions whose key changed. Attempts re-scores and re-ranks every candidate from their stored answers. Published once per quiz; keyed by quiz id.",
  payload: z.object({
    quizId: z.string(),
    quizName: z.string(),
    provisionalKey: z.array(z.number().int().min(-1)),
    answerKey: z.array(z.number().int().min(-1)),
    changed: z.array(
      z.object({
        questionIndex: z.number().int().nonnegative(),
        from: z.number().int().min(-1),
        to: z.number().int().nonnegative(),
      }),
    ),
    dropped: z.array(z.number().int().nonnegative()),
    challenges: z.number().int().nonnegative(),
    publishedAt: isoTime,
  }),
  key: keyedBy.quiz,
  actor: 'person',
});

export const KEY_CHALLENGE_EVENTS = [KeyChallenged, FinalKeyPublished];
