/** Why a candidate challenges a key: the server's codes with the words shown (libs/contracts CHALLENGE_REASONS). */
export const CHALLENGE_REASONS = {
  'wrong-key': 'The key marks the wrong option',
  'more-than-one': 'More than one option is correct',
  'none-correct': 'No option is correct',
  ambiguous: 'The question is ambiguous or has an error',
  translation: 'The Hindi and English versions differ',
} as const;
export type ChallengeReason = keyof typeof CHALLENGE_REASONS;
export const CHALLENGE_REASON_CODES = Object.keys(CHALLENGE_REASONS) as ChallengeReason[];
export const EXPLANATION_MAX = 1000;
