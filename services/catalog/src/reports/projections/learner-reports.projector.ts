import { isDuplicateKey } from '@exam/common';
import {
  QuestionReported,
  ReportedKeyCorrected,
  ReportResolved,
  INTERNAL_TOPICS,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { LearnerReportsReadModel } from '../persistence/learner-reports.read-model';

/**
 * Reports → learner_reports. A report's fields are written once, on insert; its resolution and a key
 * correction are $sets: applying any event twice leaves the same document.
 */
@Injectable()
export class LearnerReportsProjector extends MongoProjector {
  readonly name = 'catalog.learner-reports';
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(CATALOG) connection: Connection,
    private readonly model: LearnerReportsReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuestionReported.is(event) || ReportResolved.is(event) || ReportedKeyCorrected.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const reports = this.model.reports();
    if (QuestionReported.is(event)) {
      const { reportId, keyAtReport: _k, reportedAt, ...fields } = event.payload;
      try {
        await reports.updateOne(
          { _id: reportId },
          {
            $setOnInsert: {
              ...fields,
              status: 'open',
              reply: '',
              reportedAt: new Date(reportedAt),
              resolvedAt: null,
              keyCorrectedAt: null,
            },
          },
          { upsert: true },
        );
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
    } else if (ReportResolved.is(event)) {
      const { reportId, status, reply, resolvedAt } = event.payload;
      await reports.updateOne(
        { _id: reportId },
        { $set: { status, reply, resolvedAt: new Date(resolvedAt) } },
      );
    } else if (ReportedKeyCorrected.is(event)) {
      const { reportId, correctedAt } = event.payload;
      await reports.updateOne({ _id: reportId }, { $set: { keyCorrectedAt: new Date(correctedAt) } });
    }
  }

  protected async clear(): Promise<void> {
    await this.model.reports().deleteMany({});
  }
}
