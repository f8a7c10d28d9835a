import type { ConfidenceTag } from '@exam/contracts';

/**
 * A question's state in an exam session as the server holds it: the response saved through 'Save & Next' or
 * 'Mark for Review & Next' (the option, null when none, and the review flag), the learner's optional
 * confidence tag (issue 32), whether the question was ever opened and the seconds spent on it.
 */
export interface SavedResponse {
  option: number | null;
  marked: boolean;
  confidence?: ConfidenceTag;
  visited: boolean;
  seconds: number;
}

/** What a response save sets; Clear Response saves `{option: null, marked: false}`. */
export interface ResponseValue {
  option: number | null;
  marked: boolean;
  confidence?: ConfidenceTag;
}

/**
 * One save from a device, numbered by that device (`seq` 1, 2, 3…). Without `response` it only records that
 * the question was opened and the time spent on it (a palette jump leaves the saved response as it was).
 */
export interface SaveItem {
  seq: number;
  question: number;
  seconds: number;
  response?: ResponseValue;
}

export const unvisited = (): SavedResponse => ({ option: null, marked: false, visited: false, seconds: 0 });

/**
 * The device's saves after `lastSeq`, applied in seq order: a batch sent again, or overlapping one already
 * applied, changes nothing twice (idempotent and in order). Answers the new responses and last seq.
 */
export function applySaves(
  responses: readonly SavedResponse[],
  lastSeq: number,
  items: readonly SaveItem[],
): { responses: SavedResponse[]; lastSeq: number; applied: number } {
  const next = responses.map((r) => ({ ...r }));
  let seq = lastSeq;
  let applied = 0;
  for (const item of [...items].sort((a, b) => a.seq - b.seq)) {
    if (item.seq <= seq || item.question < 0 || item.question >= next.length) continue;
    seq = item.seq;
    applied++;
    const r = next[item.question];
    r.visited = true;
    r.seconds = Math.max(r.seconds, item.seconds);
    if (!item.response) continue;
    r.option = item.response.option;
    r.marked = item.response.marked;
    if (item.response.confidence && item.response.option !== null) r.confidence = item.response.confidence;
    else delete r.confidence;
  }
  return { responses: next, lastSeq: seq, applied };
}
