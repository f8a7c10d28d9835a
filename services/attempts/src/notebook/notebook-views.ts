import { indiaDay } from './domain/review-schedule';
import type { NotebookEntry, NotebookQuizDoc, QuizShelf } from './persistence/notebook.read-model';

/** One notebook question as the learner app shows it (the question itself comes from the catalog). */
export interface NotebookEntryView {
  quizId: string;
  kind: NotebookQuizDoc['kind'];
  quizName: string;
  subject: string;
  chapter: string;
  index: number;
  option: number | null;
  confidence: NotebookEntry['confidence'];
  reason: NotebookEntry['reason'];
  source: NotebookEntry['source'];
  addedAt: string;
  due: string;
  dueToday: boolean;
  reviews: number;
}

export function entryView(doc: NotebookQuizDoc, e: NotebookEntry, today: string): NotebookEntryView {
  return {
    quizId: doc.quizId,
    kind: doc.kind,
    quizName: doc.quizName,
    subject: doc.subject,
    chapter: doc.chapter,
    index: e.index,
    option: e.option,
    confidence: e.confidence,
    reason: e.reason,
    source: e.source,
    addedAt: new Date(e.addedAt).toISOString(),
    due: new Date(e.card.due).toISOString(),
    dueToday: indiaDay(e.card.due) <= today,
    reviews: e.card.reps,
  };
}

/** Shelves in the notebook's order: subject, chapter, then the quiz with the newest entry first. */
export const shelfOrder = (a: QuizShelf, b: QuizShelf) =>
  a.subject.localeCompare(b.subject) || a.chapter.localeCompare(b.chapter) || b.latest - a.latest;

/** Shelves narrowed by subject and chapters (none given: all). */
export function narrowed(shelves: readonly QuizShelf[], subject?: string, chapters?: readonly string[]) {
  return shelves.filter(
    (s) => (!subject || s.subject === subject) && (!chapters?.length || chapters.includes(s.chapter)),
  );
}
