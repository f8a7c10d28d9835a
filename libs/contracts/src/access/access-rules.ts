// Spec section 4's access rule, shared by every service that answers a call about a quiz (catalog opens
// quizzes; attempts records, scores and times them): one rule, so a locked quiz is locked everywhere.
import { FREE_CATEGORY, OLD_QUIZ_RULE_SUBJECTS } from '../enums';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The day in India, yyyy-mm-dd. */
const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const dayWithin = (day: string, from: string, to: string) => from <= day && day <= to;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

/** Spec section 9: quizzes more than this many days older than the earliest active subscription are old. */
export const OLD_QUIZ_WINDOW_DAYS = 7;

export type LockReason = 'premium' | 'old_quiz_restricted';
export type AccessDecision = { allowed: true } | { allowed: false; reason: LockReason };

export interface QuizAccessFacts {
  difficulty: string;
  subject: string;
  createdAt: Date;
  accessible: readonly string[];
}

export interface EntitledSubscription {
  status: string;
  startDate: string | null;
  nextBillingDate: string | null;
  accessibleContent: readonly string[];
}

export interface OldQuizPurchase {
  status: string;
  subject: string;
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

export interface Entitlement {
  schoolcode: string;
  paidfor: readonly string[];
  subscriptions: readonly EntitledSubscription[];
  purchases: readonly OldQuizPurchase[];
}

/** Roles that open everything (content staff check what learners will see). */
export const STAFF_ROLES: readonly string[] = ['admin', 'editor'];
/** Placeholders a registration carries instead of a real school code; they never open a quiz. */
const NO_SCHOOL_CODES = new Set(['', 'Empty', 'OpenSchool']);
/** Statuses that still grant access until nextBillingDate (a cancelled one runs to the cycle's end). */
const ACCESS_STATUSES = new Set(['active', 'warning', 'cancelled']);

const ALLOWED: AccessDecision = { allowed: true };

export function isUnexpired(sub: EntitledSubscription, now: Date): boolean {
  return (
    ACCESS_STATUSES.has(sub.status) &&
    sub.nextBillingDate !== null &&
    Date.parse(sub.nextBillingDate) > now.getTime()
  );
}

function purchaseCovers(purchases: readonly OldQuizPurchase[], quiz: QuizAccessFacts): boolean {
  // Lists decide this for every card of every learner: most learners bought nothing, so skip the date.
  if (!purchases.length) return false;
  const day = indiaDay(quiz.createdAt);
  return purchases.some(
    (p) => p.status === 'success' && p.subject === quiz.subject && dayWithin(day, p.from, p.to),
  );
}

/**
 * Spec section 4, "Access to a quiz" and "Old-quiz rule". A successful old-quiz purchase covering the
 * quiz's creation day opens it too, with or without a subscription: that is what the purchase is for.
 */
export function decideAccess(
  quiz: QuizAccessFacts,
  viewer: { role: string; entitlement: Entitlement | null },
  now: Date,
): AccessDecision {
  if (STAFF_ROLES.includes(viewer.role)) return ALLOWED;
  if (quiz.difficulty === FREE_CATEGORY) return ALLOWED;
  const ent = viewer.entitlement;
  if (!ent) return { allowed: false, reason: 'premium' };
  if (!NO_SCHOOL_CODES.has(ent.schoolcode) && quiz.accessible.includes(ent.schoolcode)) return ALLOWED;

  const purchased = purchaseCovers(ent.purchases, quiz);
  const subs = ent.subscriptions.filter(
    (s) => isUnexpired(s, now) && s.accessibleContent.includes(quiz.subject),
  );
  if (!subs.length) return purchased ? ALLOWED : { allowed: false, reason: 'premium' };

  if (OLD_QUIZ_RULE_SUBJECTS.includes(quiz.subject) && !purchased) {
    const earliestStart = Math.min(...subs.map((s) => Date.parse(s.startDate ?? s.nextBillingDate!)));
    const windowStart = daysBefore(new Date(earliestStart), OLD_QUIZ_WINDOW_DAYS);
    if (quiz.createdAt.getTime() < windowStart.getTime())
      return { allowed: false, reason: 'old_quiz_restricted' };
  }
  return ALLOWED;
}

/** What the learner app shows for each reason: the 'Premium Content' and 'Access Restricted' dialogs. */
export const LOCK_MESSAGES: Record<LockReason, string> = {
  premium: 'This is premium content. Subscribe to a plan to access it.',
  old_quiz_restricted:
    'Access Restricted: this quiz was published before your subscription. Purchase old quizzes to access it.',
};
