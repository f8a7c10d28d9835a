import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec section 9: a one-time code lives 600 s. */
export const OTP_LIFETIME_SECONDS = 600;
export const OTP_DIGITS = 6;
/** Codes compared per issued code (the right one included): then a fresh code must be requested. */
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'verify-email' | 'reset-password';

/** What is stored: never the code itself, only its keyed hash. */
export interface StoredOtp {
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
  /**
   * Codes compared against this one so far. Each try is counted (atomically, see UsersRepository.claimOtpTry)
   * before its code is compared, so concurrent tries cannot compare more than OTP_MAX_ATTEMPTS codes.
   */
  tries: number;
}

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

export function hashOtp(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

export function issueOtp(purpose: OtpPurpose, code: string, secret: string, now: Date): StoredOtp {
  return {
    purpose,
    codeHash: hashOtp(code, secret),
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
    tries: 0,
  };
}

export type OtpState = 'open' | 'missing' | 'expired' | 'locked';

/** Whether a stored code may still be tried (the try itself is counted before the comparison). */
export function otpState(stored: StoredOtp | null | undefined, purpose: OtpPurpose, now: Date): OtpState {
  if (!stored || stored.purpose !== purpose) return 'missing';
  if (!(stored.tries < OTP_MAX_ATTEMPTS)) return 'locked';
  if (now.getTime() > stored.expiresAt.getTime()) return 'expired';
  return 'open';
}

/** Compares a submitted code with the stored one in constant time. */
export function otpMatches(stored: StoredOtp, code: string, secret: string): boolean {
  const given = Buffer.from(hashOtp(code, secret), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
