import { indiaDay } from '../../shared/domain/india-dates';

export const DOWNLOAD_NOT_ALLOWED = 'Download not allowed.';
export const DOWNLOAD_LIMIT_REACHED = 'Download limit reached for today.';

/** One counter per learner and day in India: `${userId}:${yyyy-mm-dd}`. */
export function downloadCounterKey(userId: string, now: Date): string {
  return `${userId}:${indiaDay(now)}`;
}
