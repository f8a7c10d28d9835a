import { Query } from '@nestjs/cqrs';

/** A live mock for the console: its window and how its candidates stand. */
export interface LiveMockRow {
  id: string;
  quizName: string;
  opensAt: string;
  closesAt: string;
  closedAt: string | null;
  joined: number;
  inProgress: number;
  submitted: number;
  autoSubmitted: number;
}

export interface LiveMocksView {
  /** The server's clock: the console counts the time left in each window from it. */
  serverNow: string;
  mocks: LiveMockRow[];
}

export class ListLiveMocksQuery extends Query<LiveMocksView> {}
