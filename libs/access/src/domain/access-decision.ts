// Spec section 4's access rule, applied by every service that answers a call about a quiz (catalog opens
// quizzes; attempts records, scores and times them): one rule, so a locked quiz is locked everywhere.
import { FREE_CATEGORY } from '@exam/contracts';
import type { Entitlement } from './entitlement';
import { isOldForSubscriptions, purchaseCovers } from './old-quiz.rule';
import { isUnexpired, scopeCovers } from './subscription-scope';

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

export interface AccessViewer {
  role: string;
  entitlement: Entitlement | null;
}

/** Roles that open everything (content staff check what learners will see). */
export const STAFF_ROLES: readonly string[] = ['admin', 'editor'];
/** Placeholders a registration carries instead of a real school code; they never open a quiz. */
const NO_SCHOOL_CODES = new Set(['', 'Empty', 'OpenSchool']);

const ALLOWED: AccessDecision = { allowed: true };

/** Live subscriptions bought for the quiz's division and class (its subject aside). */
export function liveSubscriptionsFor(ent: Entitlement, quiz: QuizAccessFacts, now: Date) {
  return ent.subscriptions.filter((s) => isUnexpired(s, now) && scopeCovers(s.scope, quiz));
}

/**
 * Spec section 4, "Access to a quiz" and "Old-quiz rule", with the two points it leaves open decided
 * (issue 35, README "Security"): a subscription or purchase opens quizzes of the division and class it was
 * bought for only, not another division's quiz that shares a subject name; and a successful old-quiz
 * purchase covering the quiz's creation day opens it with or without a subscription: that is what the
 * purchase is for (its price counts the premium quizzes it covers).
 */
export function decideAccess(quiz: QuizAccessFacts, viewer: AccessViewer, now: Date): AccessDecision {
  if (STAFF_ROLES.includes(viewer.role)) return ALLOWED;
  if (quiz.difficulty === FREE_CATEGORY) return ALLOWED;
  const ent = viewer.entitlement;
  if (!ent) return { allowed: false, reason: 'premium' };
  if (!NO_SCHOOL_CODES.has(ent.schoolcode) && quiz.accessible.includes(ent.schoolcode)) return ALLOWED;

  const purchased = purchaseCovers(ent.purchases, quiz);
  const subs = liveSubscriptionsFor(ent, quiz, now).filter((s) => s.accessibleContent.includes(quiz.subject));
  if (!subs.length) return purchased ? ALLOWED : { allowed: false, reason: 'premium' };
  if (!purchased && isOldForSubscriptions(quiz, subs))
    return { allowed: false, reason: 'old_quiz_restricted' };
  return ALLOWED;
}

/** What the learner app shows for each reason: the 'Premium Content' and 'Access Restricted' dialogs. */
export const LOCK_MESSAGES: Record<LockReason, string> = {
  premium: 'This is premium content. Subscribe to a plan to access it.',
  old_quiz_restricted:
    'Access Restricted: this quiz was published before your subscription. Purchase old quizzes to access it.',
};
