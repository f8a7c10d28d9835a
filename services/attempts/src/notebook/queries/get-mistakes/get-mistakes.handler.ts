import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { indiaDay } from '../../domain/review-schedule';
import { dueCount, shelvesOf } from '../../notebook-shelf';
import { entryView, narrowed, shelfOrder } from '../../notebook-views';
import { NotebookReadModel, type QuizShelf } from '../../persistence/notebook.read-model';
import { GetMistakesQuery, type MistakesPage } from './get-mistakes.query';

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * My Mistakes, one page: the learner's index (one lookup by _id) orders and counts the quizzes' shelves,
 * then only the shelves the page falls on are read (one lookup by _ids).
 */
@QueryHandler(GetMistakesQuery)
export class GetMistakesHandler implements IQueryHandler<GetMistakesQuery> {
  constructor(private readonly store: NotebookReadModel) {}

  async execute({ userId, filter }: GetMistakesQuery): Promise<MistakesPage> {
    const index = await this.store.index().findOne({ _id: userId });
    const all = shelvesOf(index);
    const today = indiaDay(Date.now());
    const bySubject = narrowed(all, filter.subject);
    const shelves = narrowed(bySubject, undefined, filter.chapter ? [filter.chapter] : undefined).sort(
      shelfOrder,
    );
    const countOf = (s: QuizShelf) => (filter.due === 'today' ? dueCount(s, today) : s.count);
    const groups = new Map<string, MistakesPage['groups'][number]>();
    for (const s of shelves) {
      const key = `${s.subject}\u0000${s.chapter}`;
      const g = groups.get(key) ?? { subject: s.subject, chapter: s.chapter, count: 0, due: 0 };
      g.count += countOf(s);
      g.due += dueCount(s, today);
      groups.set(key, g);
    }
    const total = shelves.reduce((n, s) => n + countOf(s), 0);
    const from = (filter.page - 1) * filter.pageSize;
    const to = from + filter.pageSize;
    const onPage: Array<{ shelf: QuizShelf; skip: number; take: number }> = [];
    let at = 0;
    for (const shelf of shelves) {
      const n = countOf(shelf);
      if (at + n > from && at < to)
        onPage.push({
          shelf,
          skip: Math.max(0, from - at),
          take: Math.min(n, to - at) - Math.max(0, from - at),
        });
      at += n;
      if (at >= to) break;
    }
    const docs = await this.store.quizDocs(onPage.map((p) => `${userId}:${p.shelf.quizId}`));
    const entries = onPage.flatMap(({ shelf, skip, take }) => {
      const doc = docs.get(`${userId}:${shelf.quizId}`);
      if (!doc) return [];
      return Object.values(doc.e)
        .map((e) => entryView(doc, e, today))
        .filter((e) => filter.due !== 'today' || e.dueToday)
        .sort((a, b) => a.index - b.index)
        .slice(skip, skip + take);
    });
    return {
      entries,
      groups: [...groups.values()].filter((g) => g.count > 0),
      subjects: distinct(all.map((s) => s.subject)),
      chapters: distinct(bySubject.map((s) => s.chapter)),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
      totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
    };
  }
}
