import { INTERNAL_TOPICS, QuizSnapshotTaken, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { keyCorrected } from '../domain/report-rules';
import { ReportsRepository } from '../persistence/reports.repository';

/**
 * Issue 33: an editor who accepted 'Wrong answer key' reports corrects the key in the quiz's editor and
 * saves (the same QuizSnapshotTaken, on catalog.internal, from which attempts re-scores the results). Each accepted report of that
 * quiz whose question's key now marks another option than when it was reported is told so once
 * (ReportedKeyCorrected), through its own compare-and-set: a redelivered event tells no one twice.
 */
@Injectable()
export class ReportedKeyCorrections extends MongoProjector {
  readonly name = 'catalog.reported-key-corrections';
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(CATALOG) connection: Connection,
    private readonly reports: ReportsRepository,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizSnapshotTaken.is(event) && event.payload.change === 'updated';
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizSnapshotTaken.is(event) || event.payload.change !== 'updated') return;
    const { quizId, answerKey } = event.payload;
    const at = new Date(event.occurredAt);
    for (const report of await this.reports.awaitingKeyCorrection(quizId)) {
      // A replayed older update says nothing about a report made after it.
      if (at <= report.reportedAt) continue;
      const keyNow = answerKey[report.questionIndex];
      if (keyCorrected(report.reason, report.keyAtReport, keyNow))
        await this.reports.markKeyCorrected(report, keyNow, at, event.actorId);
    }
  }

  /** Nothing to rebuild: what it decided lives in the reports themselves. */
  protected async clear(): Promise<void> {}
}
