import type { ChallengeReason } from '@exam/contracts';
import type { KeyStage } from '../../domain/challenge-rules';
import type { ChallengeDoc } from '../../persistence/key-challenge.docs';

export interface ChallengeView {
  questionIndex: number;
  reason: ChallengeReason;
  explanation: string;
  challengedAt: string;
}

export const toChallengeView = (c: ChallengeDoc): ChallengeView => ({
  questionIndex: c.questionIndex,
  reason: c.reason,
  explanation: c.explanation,
  challengedAt: new Date(c.challengedAt).toISOString(),
});

/** A live mock's key as its result shows it: provisional with the window, or final with what changed. */
export interface KeyStatusView {
  quizId: string;
  stage: KeyStage;
  closesAt: string;
  windowEndsAt: string;
  windowOpen: boolean;
  /** The signed-in learner sat the mock and the window is open. */
  canChallenge: boolean;
  publishedAt: string | null;
  changed: number[];
  dropped: number[];
  mine: ChallengeView[];
}
