import type {
  NotebookEntry,
  NotebookQuizDoc,
  StoredNotebookQuizDoc,
} from './persistence/notebook.read-model';

/**
 * A notebook document's entries as stored: one JSON string per question. FerretDB on SQLite spends its time
 * per field it converts, and an entry with its review card is twenty (bench/notebook-docs.probe.ts).
 */
export const encodeEntries = (e: NotebookQuizDoc['e']): Record<string, string> =>
  Object.fromEntries(Object.entries(e).map(([index, entry]) => [index, JSON.stringify(entry)]));

/** The document as the projector and the queries use it; entries stored before as objects read as they are. */
export function decodedQuizDoc(doc: StoredNotebookQuizDoc): NotebookQuizDoc {
  const e: Record<string, NotebookEntry> = {};
  for (const [index, entry] of Object.entries(doc.e ?? {}))
    e[index] = typeof entry === 'string' ? (JSON.parse(entry) as NotebookEntry) : entry;
  return { ...doc, e };
}

export const storedQuizDoc = (doc: NotebookQuizDoc): StoredNotebookQuizDoc => ({
  ...doc,
  e: encodeEntries(doc.e),
});
