import { normalizeEmail } from './domain/email-address';

/** class-transformer's transform for every email a call takes: the same normalisation as the stored one. */
export const normalizedEmailInput = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? normalizeEmail(value) : value;
