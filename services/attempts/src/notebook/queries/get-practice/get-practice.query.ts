import { Query } from '@nestjs/cqrs';
import type { NotebookEntryView } from '../../notebook-views';
import type { ChapterQuestion } from './chapter-questions';

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

/** A practice question: from the notebook, or (with chapters given) from a quiz of those chapters. */
export type PracticeEntry = (NotebookEntryView & { inNotebook: true }) | ChapterQuestion;

/**
 * A practice session's questions: those due, soonest first; with chapters given ('Practise these'), every
 * notebook question of those chapters, the due ones first, then the questions of the learner's recent
 * quizzes of those chapters that are not in the notebook.
 */
export class GetPracticeQuery extends Query<{ entries: PracticeEntry[] }> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    readonly subject?: string,
    readonly chapters?: string[],
  ) {
    super();
  }
}
