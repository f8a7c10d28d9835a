import { Query } from '@nestjs/cqrs';
import type { QueueFilter } from '../../persistence/report-queue.read-model';
import type { QueueRecord } from '../report-queue.record';

/** A page of the console's report queue: rows grouped by question, reason and status. */
export class ListReportQueueQuery extends Query<{ rows: QueueRecord[]; total: number }> {
  constructor(
    readonly filter: QueueFilter,
    readonly sort: Record<string, 1 | -1>,
    readonly skip: number,
    readonly limit: number,
  ) {
    super();
  }
}
