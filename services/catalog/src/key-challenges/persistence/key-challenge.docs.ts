import type { ChallengeReason, QuizKind } from '@exam/contracts';
import type { KeyResolution } from '../domain/challenge-rules';

/**
 * A candidate's challenge of one question of a live mock's provisional key (`key_challenges`), one per
 * candidate and question (its key); challenging again replaces it as the next round, with its own id.
 */
export interface ChallengeDoc {
  _id: string;
  round: number;
  challengeId: string;
  userId: string;
  quizId: string;
  quizName: string;
  questionIndex: number;
  reason: ChallengeReason;
  explanation: string;
  /** The option the provisional key marked correct when challenged (-1 when none did). */
  keyAtChallenge: number;
  challengedAt: Date;
  appliedChanges?: string[];
}

/**
 * A live mock's key as the challenge process holds it (`live_mock_keys`, `_id` = quiz id): the window the
 * editor set, their resolution of each challenged question, and once published the final key. `stage`
 * 'publishing' marks a publication under way (the quiz's changed keys written, the event not yet told), so
 * a publication cut short by a crash is finished by the next one with the same provisional key.
 */
export interface LiveMockKeyDoc {
  _id: string;
  kind: QuizKind;
  quizName: string;
  /** Null: the default length (48 hours). */
  windowHours: number | null;
  resolutions: KeyResolution[];
  stage: 'provisional' | 'publishing' | 'final';
  /** Set when publishing starts: the key as it was at the close. */
  provisionalKey: number[] | null;
  finalKey: number[] | null;
  changed: Array<{ questionIndex: number; from: number; to: number }>;
  dropped: number[];
  challenges: number;
  publishedAt: Date | null;
  publishedBy: string | null;
  /** Counts its writes: the compare-and-set of every change. */
  v: number;
  appliedChanges?: string[];
}

export const CHALLENGES_COLLECTION = 'key_challenges';
export const CHALLENGES_CAPABILITY = 'catalog.key-challenges';
export const LIVE_MOCK_KEYS_COLLECTION = 'live_mock_keys';
export const LIVE_MOCK_KEYS_CAPABILITY = 'catalog.live-mock-keys';

export const newKeyDoc = (quizId: string, kind: QuizKind, quizName: string): LiveMockKeyDoc => ({
  _id: quizId,
  kind,
  quizName,
  windowHours: null,
  resolutions: [],
  stage: 'provisional',
  provisionalKey: null,
  finalKey: null,
  changed: [],
  dropped: [],
  challenges: 0,
  publishedAt: null,
  publishedBy: null,
  v: 0,
});
