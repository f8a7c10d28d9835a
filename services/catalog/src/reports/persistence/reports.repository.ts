import { nativeCollection } from '@exam/common';
import {
  QuestionReported,
  ReportedKeyCorrected,
  ReportResolved,
  type EventEnvelope,
  type ReportReason,
  type ReportResolution,
} from '@exam/contracts';
import { APPLIED_CHANGES_FIELD, ChangeLog, commitAggregate } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { REPORTS_CAPABILITY, REPORTS_COLLECTION, type ReportDoc } from './report.doc';

const HIDDEN = { projection: { [APPLIED_CHANGES_FIELD]: 0 } };

const refOf = (r: ReportDoc) => ({
  reportId: r.reportId,
  userId: r.userId,
  quizId: r.quizId,
  kind: r.kind,
  quizName: r.quizName,
  questionIndex: r.questionIndex,
  reason: r.reason,
});

/**
 * Reads and writes reports. Every change is one report's compare-and-set through the service's change log,
 * with its events in the same entry: a report is opened, resolved or told of a key correction exactly once
 * however many requests (or redelivered events) race for it.
 */
@Injectable()
export class ReportsRepository {
  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly log: ChangeLog,
  ) {}

  reports(): Collection<ReportDoc> {
    return nativeCollection<ReportDoc>(this.connection, REPORTS_COLLECTION);
  }

  find(key: string): Promise<ReportDoc | null> {
    return this.reports().findOne({ _id: key }, HIDDEN);
  }

  /** The open reports of one question for one reason (the console's open queue row). */
  openOf(quizId: string, questionIndex: number, reason: ReportReason): Promise<ReportDoc[]> {
    return this.reports().find({ quizId, questionIndex, reason, status: 'open' }, HIDDEN).toArray();
  }

  /** Accepted 'Wrong answer key' reports of a quiz whose reporters have not been told of a corrected key. */
  awaitingKeyCorrection(quizId: string): Promise<ReportDoc[]> {
    return this.reports()
      .find({ quizId, reason: 'wrong-answer-key', status: 'accepted', keyCorrectedAt: null }, HIDDEN)
      .toArray();
  }

  /**
   * Opens `report` (its next round, when `previous` was resolved); false when a concurrent report of the
   * same key got there first.
   */
  open(report: ReportDoc, previous: ReportDoc | null): Promise<boolean> {
    const event = QuestionReported.create(
      report._id,
      {
        ...refOf(report),
        comment: report.comment,
        keyAtReport: report.keyAtReport,
        reportedAt: report.reportedAt.toISOString(),
      },
      { actorId: report.userId, occurredAt: report.reportedAt },
    );
    const { _id, appliedChanges: _a, ...fields } = report;
    const change = previous
      ? {
          op: 'update' as const,
          id: _id,
          expect: { round: previous.round, status: previous.status },
          set: fields,
        }
      : { op: 'insert' as const, id: _id, document: fields };
    return commitAggregate(this.log, REPORTS_CAPABILITY, change, [event]);
  }

  /**
   * Resolves one open report; with `keyNow` differing from the key it reported, its reporter is also told
   * at once that the key has been corrected. False when it was no longer open.
   */
  resolve(
    report: ReportDoc,
    resolution: {
      status: ReportResolution;
      reply: string;
      actorId: string;
      at: Date;
      keyCorrected: boolean;
      keyNow: number;
    },
  ): Promise<boolean> {
    const meta = { actorId: resolution.actorId, occurredAt: resolution.at };
    const events: EventEnvelope[] = [
      ReportResolved.create(
        report._id,
        {
          ...refOf(report),
          status: resolution.status,
          reply: resolution.reply,
          resolvedAt: resolution.at.toISOString(),
        },
        meta,
      ),
    ];
    if (resolution.keyCorrected)
      events.push(this.keyCorrectedEvent(report, resolution.keyNow, resolution.at, meta));
    return commitAggregate(
      this.log,
      REPORTS_CAPABILITY,
      {
        op: 'update',
        id: report._id,
        expect: { round: report.round, status: 'open' },
        set: {
          status: resolution.status,
          reply: resolution.reply,
          resolvedBy: resolution.actorId,
          resolvedAt: resolution.at,
          keyCorrectedAt: resolution.keyCorrected ? resolution.at : null,
        },
      },
      events,
    );
  }

  /** Tells an accepted report's reporter, once, that its question's key was corrected. */
  markKeyCorrected(report: ReportDoc, keyNow: number, at: Date, actorId: string | null): Promise<boolean> {
    return commitAggregate(
      this.log,
      REPORTS_CAPABILITY,
      {
        op: 'update',
        id: report._id,
        expect: { round: report.round, status: 'accepted', keyCorrectedAt: null },
        set: { keyCorrectedAt: at },
      },
      [this.keyCorrectedEvent(report, keyNow, at, { actorId, occurredAt: at })],
    );
  }

  private keyCorrectedEvent(
    report: ReportDoc,
    keyNow: number,
    at: Date,
    meta: { actorId: string | null; occurredAt: Date },
  ): EventEnvelope {
    return ReportedKeyCorrected.create(
      report._id,
      {
        ...refOf(report),
        keyAtReport: report.keyAtReport,
        keyNow,
        correctedAt: at.toISOString(),
      },
      // One per report round: a second telling, however it came about, is the same event.
      { ...meta, eventId: `ReportedKeyCorrected:${report.reportId}` },
    );
  }
}
