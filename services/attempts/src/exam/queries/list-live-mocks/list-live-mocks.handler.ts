import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExamStore } from '../../persistence/exam-store';
import { ListLiveMocksQuery, type LiveMockRow, type LiveMocksView } from './list-live-mocks.query';

/** Live mocks, the latest window first, each with its sessions counted (a console page, not a hot path). */
@QueryHandler(ListLiveMocksQuery)
export class ListLiveMocksHandler implements IQueryHandler<ListLiveMocksQuery> {
  constructor(private readonly store: ExamStore) {}

  async execute(): Promise<LiveMocksView> {
    const mocks = await this.store
      .liveMocks()
      .find({ removed: false })
      .sort({ closesAt: -1 })
      .limit(100)
      .toArray();
    const rows = new Map<string, LiveMockRow>(
      mocks.map((m) => [
        m._id,
        {
          id: m._id,
          quizName: m.quizName,
          opensAt: m.opensAt,
          closesAt: m.closesAt,
          closedAt: m.closedAt ? new Date(m.closedAt).toISOString() : null,
          joined: 0,
          inProgress: 0,
          submitted: 0,
          autoSubmitted: 0,
        },
      ]),
    );
    if (rows.size) {
      const sessions = this.store
        .sessions()
        .find({ quizId: { $in: [...rows.keys()] } }, { projection: { quizId: 1, status: 1, auto: 1 } });
      for await (const s of sessions) {
        const row = rows.get(s.quizId)!;
        row.joined++;
        if (s.status === 'open') row.inProgress++;
        else if (s.auto) row.autoSubmitted++;
        else row.submitted++;
      }
    }
    return { serverNow: new Date().toISOString(), mocks: [...rows.values()] };
  }
}
