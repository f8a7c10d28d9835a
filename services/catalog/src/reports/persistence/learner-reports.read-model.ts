import { nativeCollection } from '@exam/common';
import type { ReportReason, ReportStatus } from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import type { LearnerReportDoc } from '../learner-report.view';

/** 'My reports' shows a learner's latest reports, newest first. */
export const MY_REPORTS_MAX = 100;

/**
 * The learner_reports read model: every report (each round of a key its own document), built from
 * QuestionReported, ReportResolved and ReportedKeyCorrected. It answers 'My reports' and the reports of
 * one console queue row (comments included).
 */
@Injectable()
export class LearnerReportsReadModel {
  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  reports(): Collection<LearnerReportDoc> {
    return nativeCollection<LearnerReportDoc>(this.connection, 'learner_reports');
  }

  mine(userId: string): Promise<LearnerReportDoc[]> {
    return this.reports().find({ userId }).sort({ reportedAt: -1 }).limit(MY_REPORTS_MAX).toArray();
  }

  ofRow(quizId: string, questionIndex: number, reason: ReportReason, status: ReportStatus) {
    return this.reports()
      .find({ quizId, questionIndex, reason, status })
      .sort({ reportedAt: -1 })
      .limit(200)
      .toArray();
  }
}
