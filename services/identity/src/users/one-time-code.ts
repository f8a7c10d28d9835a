import type { Types } from 'mongoose';
import { OTP_MAX_ATTEMPTS, otpMatches, otpState, type OtpPurpose, type StoredOtp } from './domain/otp';
import type { UsersRepository } from './persistence/users.repository';

export type CodeVerdict =
  | { kind: 'missing' | 'expired' | 'locked' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'valid'; codeHash: string };

/**
 * Checks a submitted one-time code the one way every code path does: the try is counted first, atomically
 * (UsersRepository.claimOtpTry), and only a counted try is compared. Concurrent tries therefore compare at
 * most OTP_MAX_ATTEMPTS codes per issued code; after that the code is dead, even for the right digits.
 */
export async function checkOneTimeCode(
  users: UsersRepository,
  user: { _id: Types.ObjectId; otp: StoredOtp | null },
  purpose: OtpPurpose,
  code: string,
  secret: string,
  now = new Date(),
): Promise<CodeVerdict> {
  const state = otpState(user.otp, purpose, now);
  if (state !== 'open') return { kind: state };
  const stored = user.otp!;
  const tryNumber = await users.claimOtpTry(user._id, stored.codeHash, OTP_MAX_ATTEMPTS);
  if (tryNumber === null) {
    // No try left, or the code was used or replaced meanwhile: tell which.
    const now2 = await users.findById(String(user._id));
    return { kind: now2?.otp?.codeHash === stored.codeHash ? 'locked' : 'missing' };
  }
  if (!otpMatches(stored, code, secret)) return { kind: 'wrong', triesLeft: OTP_MAX_ATTEMPTS - tryNumber };
  return { kind: 'valid', codeHash: stored.codeHash };
}
