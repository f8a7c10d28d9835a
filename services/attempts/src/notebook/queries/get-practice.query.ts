import { Query } from '@nestjs/cqrs';
import type { NotebookEntryView } from '../notebook-views';

export interface NotebookSummary {
  total: number;
  dueToday: number;
  /** Days in a row with a review done, up to today. */
  streak: number;
  reviewedToday: boolean;
}

export class GetNotebookSummaryQuery extends Query<NotebookSummary> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * A practice session's questions: those due, soonest first; with chapters given ('Practise these'), every
 * question of those chapters, the due ones first.
 */
export class GetPracticeQuery extends Query<{ entries: NotebookEntryView[] }> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    readonly subject?: string,
    readonly chapters?: string[],
  ) {
    super();
  }
}
