import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthUser } from '@exam/auth';
import {
  decideAccess,
  LOCK_MESSAGES,
  mayDownload,
  STAFF_ROLES,
  type AccessDecision,
  type EntitlementDoc,
} from '@exam/access';
import type { QuizSummaryDoc } from '../quizzes/persistence/quiz.schema';
import { EntitlementReads } from './persistence/entitlement-reads';

export interface Viewer {
  userId: string;
  role: string;
  entitlement: EntitlementDoc | null;
}

/**
 * Decides, on the server, whether the caller may open a quiz (spec section 4). The rule and the dialogs'
 * messages are @exam/access' (libs/access): attempts applies the very same rule to every
 * call about a quiz (issue 15), so a quiz locked here is locked there.
 */
@Injectable()
export class QuizAccess {
  constructor(private readonly entitlements: EntitlementReads) {}

  async viewerOf(user: Pick<AuthUser, 'userId' | 'role'> | undefined): Promise<Viewer | null> {
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

  /** Whether the viewer may download the quiz's PDF now: the same decision, and paid access now. */
  mayDownload(quiz: QuizSummaryDoc, viewer: Viewer, now = new Date()): boolean {
    return mayDownload(quiz, { role: viewer.role, entitlement: viewer.entitlement }, now);
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
