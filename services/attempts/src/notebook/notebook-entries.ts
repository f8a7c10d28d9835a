import type {
  NotebookEntry,
  NotebookQuizDoc,
  StoredNotebookQuizDoc,
} from './persistence/notebook.read-model';
import type { ReviewCard } from './domain/review-schedule';

/**
 * A notebook document's entries as stored: one JSON string (`entries`) of one array per question, its values
 * in the order of the keys below, not one JSON object per field. FerretDB on SQLite spends its time per field
 * it converts (bench/notebook-docs.probe.ts) and by the bytes it writes; a storm completion's 75 entries were
 * 75 strings of about 300 bytes, and encoding them one by one was 6 % of the platform's CPU in a storm.
 * Documents written before keep `e`: one string per entry, or (earlier) one object per entry.
 */
const ENTRY_KEYS = [
  'index',
  'option',
  'confidence',
  'reason',
  'source',
  'attemptId',
  'addedAt',
  'rightInARow',
] as const satisfies ReadonlyArray<Exclude<keyof NotebookEntry, 'card'>>;
const CARD_KEYS = [
  'due',
  'stability',
  'difficulty',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'state',
  'lastReview',
] as const satisfies ReadonlyArray<keyof ReviewCard>;

type StoredEntry = [...unknown[], unknown[]];

export function encodeEntries(e: NotebookQuizDoc['e']): string {
  const rows: StoredEntry[] = [];
  for (const entry of Object.values(e))
    rows.push([...ENTRY_KEYS.map((k) => entry[k]), CARD_KEYS.map((k) => entry.card[k])]);
  return JSON.stringify(rows);
}

function decodeEntries(stored: string): Record<string, NotebookEntry> {
  const e: Record<string, NotebookEntry> = {};
  for (const row of JSON.parse(stored) as StoredEntry[]) {
    const values = row.slice(0, ENTRY_KEYS.length);
    const card = Object.fromEntries(CARD_KEYS.map((k, i) => [k, (row.at(-1) as unknown[])[i]]));
    const entry = Object.fromEntries(ENTRY_KEYS.map((k, i) => [k, values[i]]));
    e[String(entry.index)] = { ...entry, card } as unknown as NotebookEntry;
  }
  return e;
}

/** The document as the projector and the queries use it, whichever form it was stored in. */
export function decodedQuizDoc(doc: StoredNotebookQuizDoc): NotebookQuizDoc {
  const { entries, e: before, ...rest } = doc;
  if (typeof entries === 'string') return { ...rest, e: decodeEntries(entries) };
  const e: Record<string, NotebookEntry> = {};
  for (const [index, entry] of Object.entries(before ?? {}))
    e[index] = typeof entry === 'string' ? (JSON.parse(entry) as NotebookEntry) : entry;
  return { ...rest, e };
}

export const storedQuizDoc = ({ e, ...rest }: NotebookQuizDoc): StoredNotebookQuizDoc => ({
  ...rest,
  entries: encodeEntries(e),
});
