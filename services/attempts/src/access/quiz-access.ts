import { Injectable } from '@nestjs/common';
import { forbidden } from '@exam/common';
import { decideAccess, LOCK_MESSAGES } from '@exam/access';
import type { QuizFacts } from '../quiz-catalog/persistence/quiz-catalog.read-model';
import { EntitlementView } from './projections/entitlement-view';

/** Who is calling: staff may act for anyone; a learner is checked against their own entitlement. */
export interface Caller {
  role: string;
}

/**
 * Issue 15: completequiz, attemptquiz and storeTimeSpent apply getquizbyid's access rule (spec section 4)
 * with its 403 answer, from memory: no database round trip on the hot path.
 */
@Injectable()
export class QuizAccess {
  constructor(private readonly entitlements: EntitlementView) {}

  assertAllowed(quiz: QuizFacts, learnerId: string, caller: Caller, now = new Date()): void {
    const decision = decideAccess(
      { ...quiz, createdAt: new Date(quiz.createdAt) },
      { role: caller.role, entitlement: this.entitlements.forUser(learnerId) },
      now,
    );
    if (!decision.allowed) throw forbidden(LOCK_MESSAGES[decision.reason], { reason: decision.reason });
  }
}
