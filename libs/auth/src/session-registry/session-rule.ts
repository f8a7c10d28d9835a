import type { Role } from '@exam/contracts';
import type { TokenClaims } from '../auth-user';
import type { LiveAccount } from '../session-validator.port';

/** What a service running alone knows of a user's account and session, from identity's events. */
export interface KnownSession {
  /** Absent until the user's first UserLoggedIn arrives (the role may be known before). */
  sessionId?: string;
  startedAt?: number;
  loggedOut?: boolean;
  /** The account's role, from UserRegistered and UserProfileUpdated. */
  role?: Role;
}

/**
 * A token is refused when its session was logged out, or when a later session replaced it. A token newer
 * than anything known is accepted: its UserLoggedIn event may simply not have arrived yet.
 */
export function isTokenSessionLive(claims: TokenClaims, known: KnownSession | null): boolean {
  if (!known?.sessionId) return true;
  if (known.sessionId === claims.sid) return !known.loggedOut;
  return claims.sst > (known.startedAt ?? 0);
}

/** The account behind a live token, with the role identity last announced (the token's only if none yet). */
export function liveAccountOf(claims: TokenClaims, known: KnownSession | null): LiveAccount | null {
  if (!isTokenSessionLive(claims, known)) return null;
  return { role: known?.role ?? claims.role };
}
