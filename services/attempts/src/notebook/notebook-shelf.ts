import { indiaDay } from './domain/review-schedule';
import { idOfFieldKey } from '../shared/persistence/keys';
import type { NotebookIndexDoc, NotebookQuizDoc, QuizShelf } from './persistence/notebook.read-model';

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

/** A shelf as its index keeps it: [quizName, subject, chapter, count, latest, day, n, day, n, ...]. */
export function encodeShelf(shelf: QuizShelf): string {
  const due = Object.entries(shelf.due).flat();
  return JSON.stringify([shelf.quizName, shelf.subject, shelf.chapter, shelf.count, shelf.latest, ...due]);
}

function decodeShelf(key: string, value: string | QuizShelf): QuizShelf {
  if (typeof value !== 'string') return value;
  const [quizName, subject, chapter, count, latest, ...due] = JSON.parse(value) as Array<string | number>;
  const days: Record<string, number> = {};
  for (let i = 0; i < due.length; i += 2) days[due[i] as string] = due[i + 1] as number;
  return {
    quizId: idOfFieldKey(key),
    quizName: quizName as string,
    subject: subject as string,
    chapter: chapter as string,
    count: count as number,
    latest: latest as number,
    due: days,
  };
}

/** Shelves the index's `q` holds before they are sealed into its string (see NotebookIndexDoc). */
export const OPEN_SHELVES = 16;

/** A learner's shelves by field key, as stored: the sealed ones, then those written since (which win). */
function storedShelves(index: NotebookIndexDoc | null): Map<string, string | QuizShelf> {
  const sealed = index?.sealed ? (JSON.parse(index.sealed) as Record<string, string>) : {};
  const shelves = new Map<string, string | QuizShelf>(Object.entries(sealed));
  for (const [key, value] of Object.entries(index?.q ?? {})) shelves.set(key, value);
  // An empty string: the quiz's shelf emptied after it was sealed.
  for (const [key, value] of shelves) if (value === '') shelves.delete(key);
  return shelves;
}

/** The string that seals all of an index's shelves (those emptied left out). */
export function sealedShelves(index: NotebookIndexDoc): string {
  const shelves = storedShelves(index);
  return JSON.stringify(
    Object.fromEntries(
      [...shelves].map(([key, value]) => [key, typeof value === 'string' ? value : encodeShelf(value)]),
    ),
  );
}

/** The shelves of a learner's index (none when the learner has no notebook yet). */
export const shelvesOf = (index: NotebookIndexDoc | null): QuizShelf[] =>
  [...storedShelves(index)].map(([key, value]) => decodeShelf(key, value));
