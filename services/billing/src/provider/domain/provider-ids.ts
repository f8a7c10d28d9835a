import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids are a prefix and 14 alphanumerics: sub_, order_, pay_, plan_, rfnd_, and evt_ for webhook events. */
export const PROVIDER_ID_PREFIXES = ['sub', 'order', 'pay', 'plan', 'evt', 'rfnd'] as const;
export type ProviderIdPrefix = (typeof PROVIDER_ID_PREFIXES)[number];

export function newProviderId(prefix: ProviderIdPrefix): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

export function isProviderId(prefix: ProviderIdPrefix, value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`).test(value);
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without the look-alikes (0/O, 1/I): about 10^12 codes, read aloud without mistakes. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}
