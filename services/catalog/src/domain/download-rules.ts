import { indiaDay } from './india-dates';

export const DOWNLOAD_NOT_ALLOWED = 'Download not allowed.';
export const DOWNLOAD_LIMIT_REACHED = 'Download limit reached for today.';

/**
 * Spec sections 3 and 6: a paidfor entry reads '<division>-<class>'; it allows downloading a quiz's PDF
 * when its division matches the quiz's and, when it names a class, the class matches too.
 */
export function paidforAllowsDownload(paidfor: readonly string[], division: string, classs: string): boolean {
  return paidfor.some((entry) => {
    const dash = entry.indexOf('-');
    const div = dash < 0 ? entry : entry.slice(0, dash);
    const cls = dash < 0 ? '' : entry.slice(dash + 1);
    return div === division && (!cls || cls === classs);
  });
}

/** One counter per learner and day in India: `${userId}:${yyyy-mm-dd}`. */
export function downloadCounterKey(userId: string, now: Date): string {
  return `${userId}:${indiaDay(now)}`;
}
