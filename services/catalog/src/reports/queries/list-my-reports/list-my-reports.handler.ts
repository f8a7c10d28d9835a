import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toLearnerReportView, type LearnerReportView } from '../../learner-report.view';
import { LearnerReportsReadModel } from '../../persistence/learner-reports.read-model';
import { ListMyReportsQuery } from './list-my-reports.query';

@QueryHandler(ListMyReportsQuery)
export class ListMyReportsHandler implements IQueryHandler<ListMyReportsQuery> {
  constructor(private readonly model: LearnerReportsReadModel) {}

  async execute({ userId }: ListMyReportsQuery): Promise<LearnerReportView[]> {
    return (await this.model.mine(userId)).map(toLearnerReportView);
  }
}
