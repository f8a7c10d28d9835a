import { Command } from '@nestjs/cqrs';
import type { ReportReason, Role, QuizKind } from '@exam/contracts';
import type { LearnerReportView } from '../../learner-report.view';

/** A learner reports a problem with one question of a quiz they may open. */
export class ReportQuestionCommand extends Command<LearnerReportView> {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly kind: QuizKind,
    readonly quizId: string,
    readonly questionIndex: number,
    readonly reason: ReportReason,
    readonly comment: string,
  ) {
    super();
  }
}
