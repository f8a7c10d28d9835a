import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportQueueReadModel } from '../../persistence/report-queue.read-model';
import { toQueueRecord } from '../report-queue.record';
import { ListReportQueueQuery } from './list-report-queue.query';

@QueryHandler(ListReportQueueQuery)
export class ListReportQueueHandler implements IQueryHandler<ListReportQueueQuery> {
  constructor(private readonly queue: ReportQueueReadModel) {}

  async execute({ filter, sort, skip, limit }: ListReportQueueQuery) {
    const [rows, total] = await this.queue.list(filter, sort, skip, limit);
    return { rows: rows.map(toQueueRecord), total };
  }
}
