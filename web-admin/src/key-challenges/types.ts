import type { ApiSchema } from '@exam/web-theme/src/api';

export type KeyStage = ApiSchema<'KeyChallengeRow'>['stage'];
export type KeyDecision = ApiSchema<'ChallengedQuestion'>['decision'];

/** Why candidates challenged, as the server counts them (libs/contracts CHALLENGE_REASONS). */
export type ChallengeReason = keyof ApiSchema<'ChallengedQuestion'>['reasons'];

export const CHALLENGE_REASONS: Record<ChallengeReason, string> = {
  'wrong-key': 'Wrong option marked',
  'more-than-one': 'More than one correct',
  'none-correct': 'None correct',
  ambiguous: 'Ambiguous or in error',
  translation: 'Hindi and English differ',
};

export const STAGES: Record<KeyStage, string> = {
  withheld: 'Not closed yet',
  provisional: 'Provisional key',
  final: 'Final key published',
};

export type LiveMockKeyRow = ApiSchema<'KeyChallengeRow'>;
export type ChallengedQuestion = ApiSchema<'ChallengedQuestion'>;
export type LiveMockKeyDetail = ApiSchema<'KeyChallengeDetail'>;
