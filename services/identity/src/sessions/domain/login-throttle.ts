/**
 * Per-account protection of the password (OWASP ASVS 5.0, 6.3): wrong passwords for one account, from any
 * number of addresses, make the next try wait longer and longer, but never long: the wait is capped, and
 * the browser that last logged in to the account successfully is never made to wait, so an attacker
 * guessing a learner's password cannot keep the learner out of their own account.
 */
export interface LoginFailures {
  /** Wrong passwords since the last successful login or password reset. */
  count: number;
  /** No password is checked for this account before then (except from its known browser). */
  lockedUntil: Date | null;
}

/** Wrong passwords allowed in a row before any wait. */
export const FREE_LOGIN_FAILURES = 5;
/** The longest wait between two tries, whatever the number of wrong passwords. */
export const MAX_LOGIN_WAIT_SECONDS = 60;

/** Seconds the account's next try must wait, or 0 when it may try now. */
export function loginWaitSeconds(
  failures: LoginFailures | null | undefined,
  browserId: string,
  knownBrowserId: string | null | undefined,
  now: Date,
): number {
  if (!failures?.lockedUntil || (knownBrowserId && browserId === knownBrowserId)) return 0;
  return Math.max(0, Math.ceil((failures.lockedUntil.getTime() - now.getTime()) / 1000));
}

/** The account's record after one more wrong password: 2 s, 4 s, 8 s ... up to the cap. */
export function afterWrongPassword(failures: LoginFailures | null | undefined, now: Date): LoginFailures {
  const count = (failures?.count ?? 0) + 1;
  if (count <= FREE_LOGIN_FAILURES) return { count, lockedUntil: null };
  const wait = Math.min(2 ** (count - FREE_LOGIN_FAILURES), MAX_LOGIN_WAIT_SECONDS);
  return { count, lockedUntil: new Date(now.getTime() + wait * 1000) };
}

/** Reset mails one address may receive within RESET_MAIL_WINDOW_MS. */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether another reset mail may go to this address now, and the send times to keep (the recent ones).
 * Limits mails per address, whatever the number of client addresses asking.
 */
export function resetMailDecision(
  sent: readonly Date[] | null | undefined,
  now: Date,
): { allowed: boolean; keep: Date[]; retryInMinutes: number } {
  const recent = (sent ?? []).filter((d) => now.getTime() - d.getTime() < RESET_MAIL_WINDOW_MS);
  if (recent.length < RESET_MAILS_PER_WINDOW)
    return { allowed: true, keep: [...recent, now], retryInMinutes: 0 };
  const oldest = Math.min(...recent.map((d) => d.getTime()));
  return {
    allowed: false,
    keep: recent,
    retryInMinutes: Math.max(1, Math.ceil((oldest + RESET_MAIL_WINDOW_MS - now.getTime()) / 60_000)),
  };
}
