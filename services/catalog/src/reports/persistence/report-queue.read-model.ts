import { escapeRegex, nativeCollection } from '@exam/common';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
  type QuizKind,
} from '@exam/contracts';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Filter } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';

/** One row of the console's queue: the reports of one question for one reason in one status. */
export interface QueueRowDoc {
  _id: string;
  quizId: string;
  kind: QuizKind;
  quizName: string;
  questionIndex: number;
  reason: ReportReason;
  status: ReportStatus;
  /** How many learners' reports the row holds (each learner at most one open report per row). */
  count: number;
  reportIds: string[];
  lastReportedAt: Date;
  reply?: string;
  resolvedAt?: Date | null;
  resolvedBy?: string | null;
  keyCorrectedAt?: Date | null;
}

export const QUEUE_SORTABLE = ['count', 'lastReportedAt', 'resolvedAt'] as const;

export interface QueueFilter {
  status?: unknown;
  reason?: unknown;
  quizId?: unknown;
  q?: unknown;
}

/** The report_queue read model, built from the report events by ReportQueueProjector. */
@Injectable()
export class ReportQueueReadModel {
  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  rows(): Collection<QueueRowDoc> {
    return nativeCollection<QueueRowDoc>(this.connection, 'report_queue');
  }

  get(id: string): Promise<QueueRowDoc | null> {
    return this.rows().findOne({ _id: id, count: { $gt: 0 } }, { projection: { reportIds: 0 } });
  }

  /** A page of rows, most reported first unless told otherwise; empty rows (all resolved) are not listed. */
  async list(
    filter: QueueFilter,
    sort: Record<string, 1 | -1>,
    skip: number,
    limit: number,
  ): Promise<[QueueRowDoc[], number]> {
    const where: Filter<QueueRowDoc> = { count: { $gt: 0 } };
    if (typeof filter.status === 'string' && filter.status in REPORT_STATUSES)
      where.status = filter.status as ReportStatus;
    if (typeof filter.reason === 'string' && filter.reason in REPORT_REASONS)
      where.reason = filter.reason as ReportReason;
    if (typeof filter.quizId === 'string') where.quizId = filter.quizId;
    if (typeof filter.q === 'string' && filter.q.trim())
      where.quizName = { $regex: escapeRegex(filter.q.trim()), $options: 'i' };
    return Promise.all([
      this.rows()
        .find(where, { projection: { reportIds: 0 } })
        .sort({ ...sort, lastReportedAt: -1, _id: 1 })
        .skip(skip)
        .limit(limit)
        .toArray(),
      this.rows().countDocuments(where),
    ]);
  }
}
