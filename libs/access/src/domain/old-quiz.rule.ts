// Spec section 4's old-quiz rule: in the subjects it names, a subscription opens only quizzes published at
// most OLD_QUIZ_WINDOW_DAYS before it started; older ones are opened by an old-quiz purchase covering them.
import { OLD_QUIZ_RULE_SUBJECTS } from '@exam/contracts';
import type { EntitledSubscription, OldQuizPurchase } from './entitlement';
import type { QuizAccessFacts } from './access-decision';
import { scopeCovers } from './subscription-scope';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The day in India, yyyy-mm-dd. */
const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const dayWithin = (day: string, from: string, to: string) => from <= day && day <= to;

/** Spec section 9: quizzes more than this many days older than the earliest active subscription are old. */
export const OLD_QUIZ_WINDOW_DAYS = 7;

/** Whether a successful old-quiz purchase covers the quiz: its subject, division and class, and its day. */
export function purchaseCovers(purchases: readonly OldQuizPurchase[], quiz: QuizAccessFacts): boolean {
  // Lists decide this for every card of every learner: most learners bought nothing, so skip the date.
  if (!purchases.length) return false;
  const day = indiaDay(quiz.createdAt);
  return purchases.some(
    (p) =>
      p.status === 'success' &&
      p.subject === quiz.subject &&
      dayWithin(day, p.from, p.to) &&
      scopeCovers(p.division && `${p.division}-${p.className ?? ''}`, quiz),
  );
}

/**
 * True when the quiz is too old for the live subscriptions that would open it (their earliest start less
 * OLD_QUIZ_WINDOW_DAYS); never for a subject the rule does not name.
 */
export function isOldForSubscriptions(
  quiz: QuizAccessFacts,
  subscriptions: readonly EntitledSubscription[],
): boolean {
  if (!OLD_QUIZ_RULE_SUBJECTS.includes(quiz.subject) || !subscriptions.length) return false;
  const earliestStart = Math.min(...subscriptions.map((s) => Date.parse(s.startDate ?? s.nextBillingDate!)));
  return quiz.createdAt.getTime() < earliestStart - OLD_QUIZ_WINDOW_DAYS * DAY_MS;
}
