import {
  decideAccess,
  liveSubscriptionsFor,
  STAFF_ROLES,
  type QuizAccessFacts,
  type AccessViewer,
} from './access-decision';
import { purchaseCovers } from './old-quiz.rule';

/**
 * Spec sections 6 and 11: the PDF of a quiz may be downloaded by whoever may open the quiz now and holds
 * paid access to its division and class now: a live subscription bought for them, or an old-quiz
 * purchase covering the quiz. Nothing that has ended counts (issue 35).
 */
export function mayDownload(quiz: QuizAccessFacts, viewer: AccessViewer, now: Date): boolean {
  if (STAFF_ROLES.includes(viewer.role)) return true;
  const ent = viewer.entitlement;
  if (!ent || !decideAccess(quiz, viewer, now).allowed) return false;
  return liveSubscriptionsFor(ent, quiz, now).length > 0 || purchaseCovers(ent.purchases, quiz);
}
