import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec section 9: a one-time code lives 600 s. */
export const OTP_LIFETIME_SECONDS = 600;
export const OTP_DIGITS = 6;
/** Wrong codes allowed before a fresh code must be requested. */
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'verify-email' | 'reset-password';

/** What is stored: never the code itself, only its keyed hash. */
export interface StoredOtp {
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
  wrongAttempts: number;
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
    wrongAttempts: 0,
  };
}

export type OtpCheck = 'valid' | 'missing' | 'expired' | 'locked' | 'wrong';

/** Checks a submitted code; 'wrong' means the caller must count the attempt. */
export function checkOtp(
  stored: StoredOtp | null | undefined,
  purpose: OtpPurpose,
  code: string,
  secret: string,
  now: Date,
): OtpCheck {
  if (!stored || stored.purpose !== purpose) return 'missing';
  if (stored.wrongAttempts >= OTP_MAX_ATTEMPTS) return 'locked';
  if (now.getTime() > stored.expiresAt.getTime()) return 'expired';
  const given = Buffer.from(hashOtp(code, secret), 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'wrong';
}
