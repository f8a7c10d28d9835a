import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { indiaDay, reviewStreak } from '../../domain/review-schedule';
import { dueCount, shelvesOf } from '../../notebook-shelf';
import { entryView, narrowed, shelfOrder, type NotebookEntryView } from '../../notebook-views';
import { NotebookReadModel } from '../../persistence/notebook.read-model';
import { ChapterQuestions } from './chapter-questions';
import { GetNotebookSummaryQuery, GetPracticeQuery, type NotebookSummary } from './get-practice.query';

/** 'N questions due today' and the streak: the learner's index alone, one lookup by _id. */
@QueryHandler(GetNotebookSummaryQuery)
export class GetNotebookSummaryHandler implements IQueryHandler<GetNotebookSummaryQuery> {
  constructor(private readonly store: NotebookReadModel) {}

  async execute({ userId }: GetNotebookSummaryQuery): Promise<NotebookSummary> {
    const index = await this.store.index().findOne({ _id: userId });
    const shelves = shelvesOf(index);
    const today = indiaDay(Date.now());
    const days = new Set(Object.keys(index?.days ?? {}));
    return {
      total: shelves.reduce((n, s) => n + s.count, 0),
      dueToday: shelves.reduce((n, s) => n + dueCount(s, today), 0),
      streak: reviewStreak(days, today),
      reviewedToday: days.has(today),
    };
  }
}

@QueryHandler(GetPracticeQuery)
export class GetPracticeHandler implements IQueryHandler<GetPracticeQuery> {
  constructor(
    private readonly store: NotebookReadModel,
    private readonly chapterQuestions: ChapterQuestions,
  ) {}

  async execute({ userId, limit, subject, chapters }: GetPracticeQuery) {
    const index = await this.store.index().findOne({ _id: userId });
    const today = indiaDay(Date.now());
    const chosen = !!chapters?.length;
    const shelves = narrowed(shelvesOf(index), subject, chapters)
      .filter((s) => chosen || dueCount(s, today) > 0)
      .sort(shelfOrder);
    const docs = await this.store.quizDocs(shelves.map((s) => `${userId}:${s.quizId}`));
    const entries: NotebookEntryView[] = [...docs.values()].flatMap((doc) =>
      Object.values(doc.e).map((e) => entryView(doc, e, today)),
    );
    const fromNotebook = entries
      .filter((e) => chosen || e.dueToday)
      .sort((a, b) => a.due.localeCompare(b.due))
      .slice(0, limit)
      .map((e) => ({ ...e, inNotebook: true as const }));
    if (!chapters?.length || fromNotebook.length >= limit) return { entries: fromNotebook };
    const more = await this.chapterQuestions.of(userId, today, chapters, docs, limit - fromNotebook.length);
    return { entries: [...fromNotebook, ...more] };
  }
}
