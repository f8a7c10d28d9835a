/** The live session a user holds: one browser at a time (spec section 6). */
export interface LiveSession {
  sessionId: string;
  browserId: string;
  startedAt: Date;
  expiresAt: Date;
}

export type LoginDecision = 'start-session' | 'conflict';

/**
 * A login from another browser while a session is live needs confirmation (409), unless forced. The same
 * browser, or an expired session, simply starts a new one.
 */
export function decideLogin(
  current: LiveSession | null | undefined,
  browserId: string,
  forceLogin: boolean,
  now: Date,
): LoginDecision {
  if (!current || forceLogin) return 'start-session';
  if (current.expiresAt.getTime() <= now.getTime()) return 'start-session';
  return current.browserId === browserId ? 'start-session' : 'conflict';
}
