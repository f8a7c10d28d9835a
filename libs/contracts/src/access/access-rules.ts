// Spec section 4's access rule, shared by every service that answers a call about a quiz (catalog opens
// quizzes; attempts records, scores and times them): one rule, so a locked quiz is locked everywhere.
import { ABHYUDAYA_SCOPE, FREE_CATEGORY, OLD_QUIZ_RULE_SUBJECTS } from '../enums';

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
  division: string;
  classs: string;
  createdAt: Date;
  accessible: readonly string[];
}

export interface EntitledSubscription {
  status: string;
  startDate: string | null;
  nextBillingDate: string | null;
  accessibleContent: readonly string[];
  /** The division-class pair it was bought for ('Abhyudaya-Already passed 12th'); see scopeOfEntry. */
  scope?: string;
}

export interface OldQuizPurchase {
  status: string;
  subject: string;
  division?: string;
  className?: string;
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

/**
 * Spec sections 3 and 6: a paidfor entry (a subscription's scope) reads '<division>-<class>'; it covers a
 * quiz of that division, and of that class when it names one. Entitlements stored before subscriptions
 * kept their scope were all bought for the one scope plans have ever had (spec section 9).
 */
export function scopeCovers(scope: string | undefined, quiz: Pick<QuizAccessFacts, 'division' | 'classs'>) {
  const entry = scope ?? ABHYUDAYA_SCOPE;
  const dash = entry.indexOf('-');
  const division = dash < 0 ? entry : entry.slice(0, dash);
  const classs = dash < 0 ? '' : entry.slice(dash + 1);
  return division === quiz.division && (!classs || classs === quiz.classs);
}

function purchaseCovers(purchases: readonly OldQuizPurchase[], quiz: QuizAccessFacts): boolean {
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

/** Live subscriptions bought for the quiz's division and class (its subject aside). */
function liveSubscriptionsFor(ent: Entitlement, quiz: QuizAccessFacts, now: Date) {
  return ent.subscriptions.filter((s) => isUnexpired(s, now) && scopeCovers(s.scope, quiz));
}

/**
 * Spec section 4, "Access to a quiz" and "Old-quiz rule", with the two points it leaves open decided
 * (issue 35, README "Security"): a subscription or purchase opens quizzes of the division and class it was
 * bought for only, not another division's quiz that shares a subject name; and a successful old-quiz
 * purchase covering the quiz's creation day opens it with or without a subscription: that is what the
 * purchase is for (its price counts the premium quizzes it covers).
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
  const subs = liveSubscriptionsFor(ent, quiz, now).filter((s) => s.accessibleContent.includes(quiz.subject));
  if (!subs.length) return purchased ? ALLOWED : { allowed: false, reason: 'premium' };

  if (OLD_QUIZ_RULE_SUBJECTS.includes(quiz.subject) && !purchased) {
    const earliestStart = Math.min(...subs.map((s) => Date.parse(s.startDate ?? s.nextBillingDate!)));
    const windowStart = daysBefore(new Date(earliestStart), OLD_QUIZ_WINDOW_DAYS);
    if (quiz.createdAt.getTime() < windowStart.getTime())
      return { allowed: false, reason: 'old_quiz_restricted' };
  }
  return ALLOWED;
}

/**
 * Spec sections 6 and 11: the PDF of a quiz may be downloaded by whoever may open the quiz now and holds
 * paid access to its division and class now: a live subscription bought for them, or an old-quiz
 * purchase covering the quiz. Nothing that has ended counts (issue 35).
 */
export function mayDownload(
  quiz: QuizAccessFacts,
  viewer: { role: string; entitlement: Entitlement | null },
  now: Date,
): boolean {
  if (STAFF_ROLES.includes(viewer.role)) return true;
  const ent = viewer.entitlement;
  if (!ent || !decideAccess(quiz, viewer, now).allowed) return false;
  return liveSubscriptionsFor(ent, quiz, now).length > 0 || purchaseCovers(ent.purchases, quiz);
}

/** What the learner app shows for each reason: the 'Premium Content' and 'Access Restricted' dialogs. */
export const LOCK_MESSAGES: Record<LockReason, string> = {
  premium: 'This is premium content. Subscribe to a plan to access it.',
  old_quiz_restricted:
    'Access Restricted: this quiz was published before your subscription. Purchase old quizzes to access it.',
};
