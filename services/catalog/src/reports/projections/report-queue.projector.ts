import { isDuplicateKey } from '@exam/common';
import {
  QuestionReported,
  ReportedKeyCorrected,
  ReportResolved,
  INTERNAL_TOPICS,
  type EventEnvelope,
  type PayloadOf,
  type ReportStatus,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { queueRowId } from '../domain/report-rules';
import { ReportQueueReadModel } from '../persistence/report-queue.read-model';

type Ref = PayloadOf<typeof QuestionReported>;

/**
 * Reports → report_queue: one row per question, reason and status, counting its reports. A report joins
 * and leaves a row by its id (a guarded $push with $inc, a guarded $pull with $inc), so applying an event
 * twice counts it once; a row whose count falls to zero is deleted.
 */
@Injectable()
export class ReportQueueProjector extends MongoProjector {
  readonly name = 'catalog.report-queue';
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(CATALOG) connection: Connection,
    private readonly queue: ReportQueueReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuestionReported.is(event) || ReportResolved.is(event) || ReportedKeyCorrected.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (QuestionReported.is(event)) {
      const p = event.payload;
      await this.join(p, 'open', { lastReportedAt: new Date(p.reportedAt) }, {});
    } else if (ReportResolved.is(event)) {
      const p = event.payload;
      const open = queueRowId(p.quizId, p.questionIndex, p.reason, 'open');
      const rows = this.queue.rows();
      await rows.updateOne(
        { _id: open, reportIds: p.reportId },
        { $pull: { reportIds: p.reportId }, $inc: { count: -1 } },
      );
      await rows.deleteOne({ _id: open, count: { $lte: 0 } });
      const at = new Date(p.resolvedAt);
      await this.join(
        p,
        p.status,
        { lastReportedAt: at, resolvedAt: at },
        {
          reply: p.reply,
          resolvedBy: event.actorId,
        },
      );
    } else if (ReportedKeyCorrected.is(event)) {
      const p = event.payload;
      await this.queue
        .rows()
        .updateOne(
          { _id: queueRowId(p.quizId, p.questionIndex, p.reason, 'accepted') },
          { $max: { keyCorrectedAt: new Date(p.correctedAt) } },
        );
    }
  }

  /** Adds the report to its row in `status` (created when new), unless it is there already. */
  private async join(
    p: Ref | PayloadOf<typeof ReportResolved>,
    status: ReportStatus,
    latest: Document,
    set: Document,
  ) {
    const _id = queueRowId(p.quizId, p.questionIndex, p.reason, status);
    try {
      await this.queue.rows().updateOne(
        { _id, reportIds: { $ne: p.reportId } },
        {
          $push: { reportIds: p.reportId },
          $inc: { count: 1 },
          $max: latest,
          $set: {
            quizId: p.quizId,
            kind: p.kind,
            quizName: p.quizName,
            questionIndex: p.questionIndex,
            reason: p.reason,
            status,
            ...set,
          },
        },
        { upsert: true },
      );
    } catch (e) {
      // The row exists and holds the report already: this event was applied before.
      if (!isDuplicateKey(e)) throw e;
    }
  }

  protected async clear(): Promise<void> {
    await this.queue.rows().deleteMany({});
  }
}
