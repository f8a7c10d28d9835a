import { Command } from '@nestjs/cqrs';
import type { ReportResolution, QuizKind } from '@exam/contracts';

export interface ResolvedReports {
  /** How many open reports this resolved. */
  resolved: number;
  quizId: string;
  kind: QuizKind;
  questionIndex: number;
  status: ReportResolution;
}

/** An editor accepts or rejects every open report of one question for one reason (a queue row). */
export class ResolveReportsCommand extends Command<ResolvedReports> {
  constructor(
    readonly rowId: string,
    readonly status: ReportResolution,
    readonly reply: string,
    readonly actorId: string,
  ) {
    super();
  }
}
