import type { TokenClaims } from '../auth-user';

/** What a service running alone knows of a user's sessions, from identity's events. */
export interface KnownSession {
  sessionId: string;
  startedAt: number;
  loggedOut: boolean;
}

/**
 * A token is refused when its session was logged out, or when a later session replaced it. A token newer
 * than anything known is accepted: its UserLoggedIn event may simply not have arrived yet.
 */
export function isTokenSessionLive(claims: TokenClaims, known: KnownSession | null): boolean {
  if (!known) return true;
  if (known.sessionId === claims.sid) return !known.loggedOut;
  return claims.sst > known.startedAt;
}
