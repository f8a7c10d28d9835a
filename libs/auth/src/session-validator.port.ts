import type { TokenClaims } from './auth-user';

export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');

/** Decides whether a token's session is still the user's live one. */
export interface SessionValidator {
  isLive(claims: TokenClaims): Promise<boolean>;
}
