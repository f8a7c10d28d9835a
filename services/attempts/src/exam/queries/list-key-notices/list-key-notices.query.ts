import { Query } from '@nestjs/cqrs';
import type { Placing } from '../../domain/reranking';

/** One line: a live mock's final key moved the learner's placing. */
export interface KeyNoticeView {
  quizId: string;
  quizName: string;
  publishedAt: string;
  before: Placing;
  after: Placing;
  candidates: number;
  bonus: number[];
}

export class ListKeyNoticesQuery extends Query<KeyNoticeView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
