import type { FirstChoices, QuestionStatus } from '../../shared/domain/scoring';

/**
 * A completion's first choices and per-question statuses, stored as one character per question
 * ("ACB-D", "110-0") rather than arrays: FerretDB on SQLite spends most of an insert on a document's
 * array elements (bench/ferretdb-batching.probe.ts: a 100-question completion as two arrays inserts
 * about 5x slower in a batch of 500 and 3x slower one at a time than as two strings), and a completion
 * is written twice (change log, quiz_attempts).
 * Completions stored before kept their arrays: reading takes either form.
 */
export type StoredChoices = string | Array<number | null>;
export type StoredStatuses = string | QuestionStatus[];

/** Options 0-25 (the request's limit) are 'A'-'Z'; unanswered is '-'. */
const UNANSWERED = '-';
const FIRST_OPTION = 'A'.charCodeAt(0);

const STATUS_CHAR: Record<QuestionStatus, string> = { 1: '1', 0: '0', [-1]: '-' };
const CHAR_STATUS: Record<string, QuestionStatus> = { '1': 1, '0': 0, '-': -1 };

export function encodeChoices(choices: FirstChoices): string {
  return choices.map((c) => (c === null ? UNANSWERED : String.fromCharCode(FIRST_OPTION + c))).join('');
}

export function decodeChoices(stored: StoredChoices | undefined): Array<number | null> {
  if (stored === undefined) return [];
  if (Array.isArray(stored)) return stored;
  return [...stored].map((ch) => (ch === UNANSWERED ? null : ch.charCodeAt(0) - FIRST_OPTION));
}

export function encodeStatuses(statuses: readonly QuestionStatus[]): string {
  return statuses.map((s) => STATUS_CHAR[s]).join('');
}

export function decodeStatuses(stored: StoredStatuses | undefined): QuestionStatus[] {
  if (stored === undefined) return [];
  if (Array.isArray(stored)) return stored;
  return [...stored].map((ch) => CHAR_STATUS[ch]);
}
