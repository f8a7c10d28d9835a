import type { QuizKind } from '@exam/contracts';
import { idOfFieldKey } from '../shared/persistence/keys';

/** 32 buckets per kind: about 300 quizzes per document at 10,000 quizzes. */
export const CATALOG_BUCKETS = 32;
export const CATALOG_HEAD = 'head';

/** A quiz as the dashboard lists it (spec section 3: division, subject and _id). */
export interface CatalogEntry {
  _id: string;
  division: string;
  subject: string;
}

/** FNV-1a: a stable spread of quiz ids over the buckets. */
export function bucketOf(quizId: string, buckets = CATALOG_BUCKETS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < quizId.length; i++) {
    hash ^= quizId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

export function bucketId(kind: QuizKind, quizId: string): string {
  return `${kind}:${bucketOf(quizId)}`;
}

export { fieldKey as entryKey, idOfFieldKey as quizIdOf } from '../shared/persistence/keys';

/** One string per quiz: FerretDB reads 10,000 strings ten times faster than 10,000 small documents. */
export function encodeEntry(entry: Omit<CatalogEntry, '_id'>): string {
  return JSON.stringify([entry.division, entry.subject]);
}

export function decodeEntry(key: string, value: string): CatalogEntry {
  const [division, subject] = JSON.parse(value) as [string, string];
  return { _id: idOfFieldKey(key), division, subject };
}

/** The dashboard's lists from the bucket documents, in a stable order. */
export function catalogLists(
  docs: ReadonlyArray<{ _id: string; e?: Record<string, string> }>,
): Record<QuizKind, CatalogEntry[]> {
  const lists: Record<QuizKind, CatalogEntry[]> = { quiz: [], kyebye: [] };
  for (const doc of docs) {
    const kind = doc._id.split(':')[0] as QuizKind;
    if (!(kind in lists) || !doc.e) continue;
    for (const [key, value] of Object.entries(doc.e)) lists[kind].push(decodeEntry(key, value));
  }
  for (const list of Object.values(lists)) list.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return lists;
}
