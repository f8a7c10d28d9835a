import type { Role } from '@exam/contracts';

/** Claims inside the platform's bearer token. */
export interface TokenClaims {
  sub: string;
  email: string;
  role: Role;
  /** Session id: one live session per user, ended by a forced login elsewhere or by logout. */
  sid: string;
  /** Session start, epoch milliseconds. */
  sst: number;
  /** Issued at and expiry, epoch seconds (set by the signer; both required). */
  iat?: number;
  exp?: number;
}

/** The caller, as controllers see it. */
export interface AuthUser {
  userId: string;
  email: string;
  role: Role;
  sessionId: string;
  sessionStartedAt: number;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
