import { Query } from '@nestjs/cqrs';
import type { LearnerReportView } from '../../learner-report.view';

/** 'My reports': the learner's own reports, newest first. */
export class ListMyReportsQuery extends Query<LearnerReportView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
