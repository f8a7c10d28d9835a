export { normalizeEmail } from '../../users/domain/email-address';

export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Spec section 9: the phone is exactly 10 digits. */
export const PHONE_LENGTH = 10;
export function isValidPhone(mobile: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(mobile);
}

/** Spec section 3: the key is the name and the class joined. */
export function registrationKey(name: string, classs: string): string {
  return `${name.trim()}${classs.trim()}`;
}
