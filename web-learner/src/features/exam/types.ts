/** Exam mode's shapes as the attempts service answers them (issue 31). */
import type { ConfidenceTag } from '@/components/learning/confidence';
import type { ResultInsights } from '@/components/learning/insights';

export type { ConfidenceTag };

/** A question's state in a session: the saved response, the review flag, opened or not, seconds spent. */
export interface SavedResponse {
  option: number | null;
  marked: boolean;
  /** Issue 32 adds the UI; the server already keeps it with the response. */
  confidence?: ConfidenceTag;
  visited: boolean;
  seconds: number;
}

export interface ResponseValue {
  option: number | null;
  marked: boolean;
  confidence?: ConfidenceTag;
}

/** One save of this device, numbered in the order made; without `response` it records a visit. */
export interface SaveItem {
  seq: number;
  question: number;
  seconds: number;
  response?: ResponseValue;
}

export interface SectionWindow {
  name: string;
  from: number;
  to: number;
  opensAt: string | null;
  closesAt: string | null;
}

export interface ExamSession {
  sessionId: string;
  quizId: string;
  quizName: string;
  status: 'open' | 'submitted';
  live: boolean;
  startedAt: string;
  deadline: string;
  serverNow: string;
  sections: SectionWindow[];
  questionCount: number;
  responses: SavedResponse[];
  seqs: Record<string, number>;
  submittedAt: string | null;
  auto: boolean;
  releaseAt: string | null;
}

export interface SaveAnswer {
  saved: number;
  refused: Array<{ seq: number; question: number; message: string }>;
  serverNow: string;
  deadline: string;
}

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
