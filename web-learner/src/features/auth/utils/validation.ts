/** The client-side rules of spec section 5 (the server checks the same again). */
export const PHONE_LENGTH = 10;
export const OTP_MAX_LENGTH = 6;
/** Spec section 9: a verification code lives 600 s. */
export const OTP_LIFETIME_SECONDS = 600;

/** Keeps digits only, cut to `max` (phone and OTP inputs accept nothing else). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/**
 * The phone as typed or pasted: its digits first, then at most 10. A pasted '+91 98765 43210' or
 * '098765 43210' carries India's country code or the trunk 0 before the ten digits: those are dropped,
 * not the last digits (issue 35).
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

export const isValidPhone = (mobile: string): boolean => mobile.length === PHONE_LENGTH;

/** The login rule: the email must contain '@'. */
export const hasAtSign = (email: string): boolean => email.includes('@');

/** 'asha.verma@example.com' → 'as*******@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const shown = local.slice(0, local.length > 2 ? 2 : 1);
  // 3 to 8 stars: long addresses stay on one line and the length is not given away exactly.
  return `${shown}${'*'.repeat(Math.min(Math.max(local.length - shown.length, 3), 8))}${email.slice(at)}`;
}

/** 600 → '10:00', 59 → '00:59'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
