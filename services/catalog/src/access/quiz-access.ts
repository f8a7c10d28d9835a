import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthUser } from '@exam/auth';
import { decideAccess, STAFF_ROLES, type AccessDecision, type LockReason } from '../domain/access-rules';
import { EntitlementsProjector } from '../entitlements/entitlements.projector';
import type { EntitlementDoc } from '../entitlements/apply-entitlement-event';
import type { QuizSummaryDoc } from '../quizzes/persistence/quiz.schema';

export interface Viewer {
  userId: string;
  role: string;
  entitlement: EntitlementDoc | null;
}

/** What the learner app shows for each reason: the 'Premium Content' and 'Access Restricted' dialogs. */
export const LOCK_MESSAGES: Record<LockReason, string> = {
  premium: 'This is premium content. Subscribe to a plan to access it.',
  old_quiz_restricted:
    'Access Restricted: this quiz was published before your subscription. Purchase old quizzes to access it.',
};

/** Decides, on the server, whether the caller may open a quiz (spec section 4). */
@Injectable()
export class QuizAccess {
  constructor(private readonly entitlements: EntitlementsProjector) {}

  async viewerOf(user: AuthUser | undefined): Promise<Viewer | null> {
    if (!user) return null;
    const entitlement = STAFF_ROLES.includes(user.role) ? null : await this.entitlements.forUser(user.userId);
    return { userId: user.userId, role: user.role, entitlement };
  }

  decide(quiz: QuizSummaryDoc, viewer: Viewer | null, now = new Date()): AccessDecision {
    return decideAccess(
      quiz,
      { role: viewer?.role ?? 'visitor', entitlement: viewer?.entitlement ?? null },
      now,
    );
  }

  /** Throws the 403 the learner app acts on: `{message, reason: 'premium' | 'old_quiz_restricted'}`. */
  assertAllowed(quiz: QuizSummaryDoc, viewer: Viewer | null, now = new Date()): void {
    const decision = this.decide(quiz, viewer, now);
    if (!decision.allowed)
      throw new ForbiddenException({ message: LOCK_MESSAGES[decision.reason], reason: decision.reason });
  }

  isStaff(viewer: Viewer | null): boolean {
    return !!viewer && STAFF_ROLES.includes(viewer.role);
  }
}
