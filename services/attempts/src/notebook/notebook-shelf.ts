import { indiaDay } from '../domain/review-schedule';
import type { NotebookQuizDoc, QuizShelf } from './notebook.read-model';

/** The index's summary of one quiz's entries, computed from the entries (so writing it twice is harmless). */
export function shelfOf(doc: NotebookQuizDoc): QuizShelf | null {
  const entries = Object.values(doc.e ?? {});
  if (!entries.length) return null;
  const due: Record<string, number> = {};
  for (const e of entries) {
    const day = indiaDay(e.card.due);
    due[day] = (due[day] ?? 0) + 1;
  }
  return {
    quizId: doc.quizId,
    quizName: doc.quizName,
    subject: doc.subject,
    chapter: doc.chapter,
    count: entries.length,
    due,
    latest: Math.max(...entries.map((e) => e.addedAt)),
  };
}

/** How many of a shelf's entries are due by the end of `today`. */
export const dueCount = (shelf: QuizShelf, today: string) =>
  Object.entries(shelf.due).reduce((n, [day, c]) => (day <= today ? n + c : n), 0);
