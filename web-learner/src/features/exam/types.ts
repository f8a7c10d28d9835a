/** Exam mode's shapes as the attempts service answers them (issue 31). */
import type { ConfidenceTag } from '@/components/learning/confidence';
import type { ResultInsights } from '@/components/learning/insights';
import type { ApiAnswer, ApiSchema } from '@/types/api-schema';

export type { ConfidenceTag };

/** A question's state in a session: the saved response, the review flag, opened or not, seconds spent. */
export type SavedResponse = ExamSession['responses'][number];

export type ResponseValue = ApiSchema<'ResponseDto'>;

/** One save of this device, numbered in the order made; without `response` it records a visit. */
export type SaveItem = ApiSchema<'SaveDto'>;

export type SectionWindow = ExamSession['sections'][number];

export type ExamSession = ApiSchema<'ExamSession'>;

export type SaveAnswer = ApiAnswer<'/api/exams/{quizId}/answers', 'post'>;

export interface SectionResult {
  name: string;
  attempted: number;
  correct: number;
  wrong: number;
  score: number;
  accuracy: number;
  seconds: number;
}

export interface QuestionResult {
  option: number | null;
  correctOption: number;
  status: 1 | 0 | -1;
  /** Dropped by a live mock's final key (issue 33): full marks to whoever attempted it. */
  dropped?: boolean;
  marked: boolean;
  confidence?: ConfidenceTag;
  seconds: number;
  averageSeconds: number;
  shareRight: number;
}

export interface ExamResult {
  quizId: string;
  quizName: string;
  live: boolean;
  auto: boolean;
  submittedAt: string;
  released: boolean;
  releaseAt: string | null;
  result?: {
    totalQuestions: number;
    attemptedQuestions: number;
    correctAnswers: number;
    wrongAnswers: number;
    score: number;
  };
  marksPerCorrect?: number;
  negativeMarks?: number;
  maxScore?: number;
  sections?: SectionResult[];
  rank?: { rank: number; candidates: number; percentile: number } | null;
  topScore?: number | null;
  averageScore?: number | null;
  leaderboard?: Array<{ rank: number; displayName: string; score: number; you: boolean }>;
  questions?: QuestionResult[];
  /** Accuracy per confidence tag and the negative-marking what-if (issue 32). */
  insights?: Pick<ResultInsights, 'byTag' | 'disagreements' | 'whatIf' | 'tagged'>;
  /** A live mock's final key: when it was published, and the dropped questions (0-based) this learner was given. */
  finalKeyPublishedAt?: string | null;
  bonus?: number[];
}
