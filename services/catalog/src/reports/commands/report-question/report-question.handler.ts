import { conflict, notFound } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QuizAccess } from '../../../access/quiz-access';
import { QUIZ_NOT_FOUND } from '../../../quizzes/queries/get-quiz-by-id/get-quiz-by-id.handler';
import { QuizRepository } from '../../../quizzes/persistence/quiz.repository';
import { QuizCatalog } from '../../../quizzes/quiz-catalog';
import {
  cleanText,
  QUESTION_NOT_FOUND,
  REPORT_ALREADY_OPEN,
  reportIdOf,
  reportKey,
} from '../../domain/report-rules';
import type { ReportDoc } from '../../persistence/report.doc';
import { ReportsRepository } from '../../persistence/reports.repository';
import { toLearnerReportView, type LearnerReportView } from '../../learner-report.view';
import { ReportThrottle } from './report-throttle';
import { ReportQuestionCommand } from './report-question.command';

/**
 * Opens a learner's report of a question they may see: the quiz must be live and open to them, the question
 * must exist, a burst is throttled, and a learner has one open report per question and reason (409).
 */
@CommandHandler(ReportQuestionCommand)
export class ReportQuestionHandler implements ICommandHandler<ReportQuestionCommand> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
    private readonly quizzes: QuizRepository,
    private readonly reports: ReportsRepository,
    private readonly throttle: ReportThrottle,
  ) {}

  async execute(cmd: ReportQuestionCommand): Promise<LearnerReportView> {
    const entry = this.catalog.get(cmd.kind, cmd.quizId);
    if (!entry?.summary.published) throw notFound(QUIZ_NOT_FOUND);
    this.access.assertAllowed(entry.summary, await this.access.viewerOf(cmd));
    if (cmd.questionIndex >= entry.summary.questionsLength) throw notFound(QUESTION_NOT_FOUND);
    const now = new Date();
    await this.throttle.consume(cmd.userId, now);
    const key = reportKey(cmd.userId, cmd.quizId, cmd.questionIndex, cmd.reason);
    const previous = await this.reports.find(key);
    if (previous?.status === 'open') throw conflict(REPORT_ALREADY_OPEN);
    const quiz = await this.quizzes.findById(cmd.kind, cmd.quizId);
    const question = quiz?.questions[cmd.questionIndex];
    if (!quiz || !question) throw notFound(QUESTION_NOT_FOUND);
    const round = (previous?.round ?? 0) + 1;
    const report: ReportDoc = {
      _id: key,
      round,
      reportId: reportIdOf(key, round),
      userId: cmd.userId,
      quizId: cmd.quizId,
      kind: cmd.kind,
      quizName: quiz.name,
      questionIndex: cmd.questionIndex,
      reason: cmd.reason,
      comment: cleanText(cmd.comment),
      questionText: question.question,
      keyAtReport: question.options.indexOf(question.correct_answer),
      status: 'open',
      reply: '',
      resolvedBy: null,
      resolvedAt: null,
      keyCorrectedAt: null,
      reportedAt: now,
    };
    // Lost to a concurrent report of the same key: that one is open now.
    if (!(await this.reports.open(report, previous))) throw conflict(REPORT_ALREADY_OPEN);
    return toLearnerReportView({ ...report, _id: report.reportId });
  }
}
