import type { QuizKind } from '@exam/contracts';
import { Query } from '@nestjs/cqrs';
import type { toAdminListRow } from '../../quiz-views';

export interface QuizListPage {
  rows: Array<ReturnType<typeof toAdminListRow>>;
  total: number;
}

/** The console's quiz list: one page of the filtered, sorted quizzes, published or not. */
export class ListQuizzesQuery extends Query<QuizListPage> {
  constructor(
    readonly kind: QuizKind,
    readonly skip: number,
    readonly limit: number,
    readonly sort: Record<string, 1 | -1>,
    readonly filter: Record<string, unknown>,
  ) {
    super();
  }
}
