import { ReportQuestionController } from './commands/report-question/report-question.http.controller';
import { ReportQuestionHandler } from './commands/report-question/report-question.handler';
import { ResolveReportsController } from './commands/resolve-reports/resolve-reports.http.controller';
import { ResolveReportsHandler } from './commands/resolve-reports/resolve-reports.handler';
import { ReportedKeyCorrections } from './projections/reported-key-corrections.projector';
import { LearnerReportsProjector } from './projections/learner-reports.projector';
import { ReportQueueProjector } from './projections/report-queue.projector';
import { ReportsRepository } from './persistence/reports.repository';
import { LearnerReportsReadModel } from './persistence/learner-reports.read-model';
import { MyReportsController } from './queries/list-my-reports/list-my-reports.http.controller';
import { ListMyReportsHandler } from './queries/list-my-reports/list-my-reports.handler';
import { ListReportQueueHandler } from './queries/list-report-queue/list-report-queue.handler';
import { GetReportQueueRowHandler } from './queries/get-report-queue-row/get-report-queue-row.handler';
import { ReportQueueController } from './http/report-queue.http.controller';
import { ReportQueueReadModel } from './persistence/report-queue.read-model';
import { ReportThrottle } from './commands/report-question/report-throttle';

/** Issue 33's learner reports, mounted in the catalog module (they need its quizzes, access and change log). */
export const REPORTS_CONTROLLERS = [
  ReportQuestionController,
  MyReportsController,
  ReportQueueController,
  ResolveReportsController,
];

export const REPORTS_PROVIDERS = [
  ReportsRepository,
  ReportThrottle,
  ReportQuestionHandler,
  ResolveReportsHandler,
  ListMyReportsHandler,
  ListReportQueueHandler,
  GetReportQueueRowHandler,
  LearnerReportsReadModel,
  ReportQueueReadModel,
  LearnerReportsProjector,
  ReportQueueProjector,
  ReportedKeyCorrections,
];
