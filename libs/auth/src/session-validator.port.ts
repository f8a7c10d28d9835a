import type { Role } from '@exam/contracts';
import type { TokenClaims } from './auth-user';

export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');

/** What the session check knows of the caller's account now, whatever the token says. */
export interface LiveAccount {
  role: Role;
}

/**
 * Decides, on every call, whether a token's session is still the account's live one, and answers the
 * account's current role: a role change, a disabled account or a new password counts from the next call.
 */
export interface SessionValidator {
  /** The account behind a live session, or null when the session has ended. */
  check(claims: TokenClaims): Promise<LiveAccount | null>;
}
