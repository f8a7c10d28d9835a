import { createHmac } from 'node:crypto';
import type { AppConfig } from '@exam/common';

/** One-time codes are stored as an HMAC keyed by a secret derived from the platform's signing secret. */
export function otpSecret(config: AppConfig): string {
  return createHmac('sha256', config.secrets.jwt).update('one-time-codes').digest('hex');
}
