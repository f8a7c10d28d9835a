import { Query } from '@nestjs/cqrs';
import type { ConfidenceTag } from '@exam/contracts';
import type { ConfidenceReport } from '../../../shared/domain/confidence';
import type { AttemptResult, QuestionStatus } from '../../../shared/domain/scoring';
import type { WhatIf } from '../../../completion/domain/what-if';
import type { SectionResult } from '../../domain/exam-scoring';

export interface ExamQuestionResult {
  option: number | null;
  /** The correct option (index in the English options). */
  correctOption: number;
  status: QuestionStatus;
  /** Dropped by the live mock's final key: full marks to whoever attempted it. */
  dropped: boolean;
  marked: boolean;
  confidence?: ConfidenceTag;
  seconds: number;
  averageSeconds: number;
  /** Candidates who got it right, in percent. */
  shareRight: number;
}

export interface ExamRank {
  rank: number;
  candidates: number;
  percentile: number;
}

/** The released part of a result: everything but the submission's own facts. */
export interface ReleasedExamResult {
  result: AttemptResult;
  marksPerCorrect: number;
  negativeMarks: number;
  maxScore: number;
  sections: SectionResult[];
  /** A live mock's final key (issue 33): when it was published (null while the key is provisional). */
  finalKeyPublishedAt: string | null;
  /** The dropped questions this candidate attempted (0-based): 'Bonus: question N dropped'. */
  bonus: number[];
  /** Null while the standings do not include this submission yet (a moment after submitting). */
  rank: ExamRank | null;
  topScore: number | null;
  averageScore: number | null;
  leaderboard: Array<{ rank: number; displayName: string; score: number; you: boolean }>;
  questions: ExamQuestionResult[];
  /** Issue 32, as a practice result's: accuracy per confidence tag, disagreements, the negative-marking what-if. */
  insights: ConfidenceReport & { tagged: boolean; whatIf: WhatIf | null };
}

export type ExamResultView = {
  quizId: string;
  quizName: string;
  live: boolean;
  auto: boolean;
  submittedAt: string;
  /** A live mock's result is released at its close, for everyone at once. */
  released: boolean;
  releaseAt: string | null;
} & ({ released: false } | ({ released: true } & ReleasedExamResult));

export class GetExamResultQuery extends Query<ExamResultView> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
  ) {
    super();
  }
}
