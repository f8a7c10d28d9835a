export type KeyStage = 'withheld' | 'provisional' | 'final';
export type KeyDecision = 'keep' | 'change' | 'drop';

/** Why candidates challenged (libs/contracts CHALLENGE_REASONS). */
export const CHALLENGE_REASONS = {
  'wrong-key': 'Wrong option marked',
  'more-than-one': 'More than one correct',
  'none-correct': 'None correct',
  ambiguous: 'Ambiguous or in error',
  translation: 'Hindi and English differ',
} as const;
export type ChallengeReason = keyof typeof CHALLENGE_REASONS;

export const STAGES: Record<KeyStage, string> = {
  withheld: 'Not closed yet',
  provisional: 'Provisional key',
  final: 'Final key published',
};

export interface LiveMockKeyRow {
  id: string;
  quizName: string;
  questionCount: number;
  challenges: number;
  closesAt: string;
  windowHours: number | null;
  windowEndsAt: string;
  windowOpen: boolean;
  stage: KeyStage;
  publishedAt: string | null;
}

export interface ChallengedQuestion {
  questionIndex: number;
  questionNumber: number;
  question: string;
  question_in_hindi: string;
  options: string[];
  options_hindi: string[];
  key: number;
  challenges: number;
  reasons: Record<ChallengeReason, number>;
  explanations: Array<{ reason: ChallengeReason; explanation: string; challengedAt: string }>;
  decision: KeyDecision;
  newKey: number | null;
}

export interface LiveMockKeyDetail extends Omit<LiveMockKeyRow, 'questionCount'> {
  changed: number[];
  dropped: number[];
  questions: ChallengedQuestion[];
}
