import { conflict, invalid, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { answerKey } from '../../../quizzes/domain/quiz-content';
import { QuizRepository } from '../../../quizzes/persistence/quiz.repository';
import {
  cleanText,
  keyCorrected,
  NOTHING_OPEN_TO_RESOLVE,
  parseQueueRowId,
  REPLY_REQUIRED_TO_REJECT,
} from '../../domain/report-rules';
import { ReportsRepository } from '../../persistence/reports.repository';
import { ResolveReportsCommand, type ResolvedReports } from './resolve-reports.command';

export const REPORT_NOT_FOUND = 'Report not found';
/** Reports of one row resolved side by side (a question reported by hundreds of learners). */
const RESOLVE_SLICE = 20;

/**
 * Resolves the open reports of a queue row one by one (each its own compare-and-set, so a report another
 * editor resolved meanwhile is left as they resolved it). Accepting a 'Wrong answer key' report whose key
 * has already been corrected tells its reporter so at once; otherwise the correction, when the editor saves
 * it, does (ReportedKeyCorrections).
 */
@CommandHandler(ResolveReportsCommand)
export class ResolveReportsHandler implements ICommandHandler<ResolveReportsCommand> {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly quizzes: QuizRepository,
  ) {}

  async execute(cmd: ResolveReportsCommand): Promise<ResolvedReports> {
    const row = parseQueueRowId(cmd.rowId);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const reply = cleanText(cmd.reply);
    if (cmd.status === 'rejected' && !reply) throw invalid(REPLY_REQUIRED_TO_REJECT);
    const open =
      row.status === 'open' ? await this.reports.openOf(row.quizId, row.questionIndex, row.reason) : [];
    if (!open.length) throw conflict(NOTHING_OPEN_TO_RESOLVE);
    const kind = open[0].kind;
    const quiz = await this.quizzes.findById(kind, row.quizId);
    const keyNow = quiz ? answerKey(quiz.questions)[row.questionIndex] : undefined;
    const at = new Date();
    let resolved = 0;
    // A few at a time: each is its own compare-and-set, applied before the next slice is committed.
    for (let i = 0; i < open.length; i += RESOLVE_SLICE) {
      const took = await Promise.all(
        open.slice(i, i + RESOLVE_SLICE).map((report) =>
          this.reports.resolve(report, {
            status: cmd.status,
            reply,
            actorId: cmd.actorId,
            at,
            keyCorrected:
              cmd.status === 'accepted' && keyCorrected(report.reason, report.keyAtReport, keyNow),
            keyNow: keyNow ?? -1,
          }),
        ),
      );
      resolved += took.filter(Boolean).length;
    }
    if (!resolved) throw conflict(NOTHING_OPEN_TO_RESOLVE);
    return { resolved, quizId: row.quizId, kind, questionIndex: row.questionIndex, status: cmd.status };
  }
}
