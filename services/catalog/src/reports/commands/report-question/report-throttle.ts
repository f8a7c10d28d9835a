import { APP_CONFIG, DomainError, nativeCollection, type AppConfig } from '@exam/common';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../../catalog.constants';
import { overReportLimit, REPORT_LIMIT_REACHED, reportWindowKey } from '../../domain/report-rules';

/**
 * A burst of reports from one learner is refused with 429: each report counts in the learner's ten-minute
 * window, kept in the database (one counter per learner and window), so every instance counts the same.
 */
@Injectable()
export class ReportThrottle {
  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async consume(userId: string, now: Date): Promise<void> {
    const counter = await nativeCollection<{ _id: string; n: number; at: Date }>(
      this.connection,
      'report_counters',
    ).findOneAndUpdate(
      { _id: reportWindowKey(userId, now) },
      { $inc: { n: 1 }, $setOnInsert: { at: now } },
      { upsert: true, returnDocument: 'after' },
    );
    if (overReportLimit(counter?.n ?? 0, this.config.REPORTS_PER_10_MINUTES))
      throw new DomainError('too-many', REPORT_LIMIT_REACHED);
  }
}
