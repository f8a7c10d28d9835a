import { useEffect, useRef, useState } from 'react';
import { useGetList } from 'react-admin';
import type { ApiSchema } from '@exam/web-theme/src/api';

/** One change in a quiz's history; kind 'rescored' for attempts' re-scoring after an answer-key correction. */
export type HistoryEntry = ApiSchema<'QuizHistoryRow'>;

/** How often, and for how long after a save, the history is read again while a re-scoring may still come. */
const RESCORE_POLL_MS = 1_000;
const RESCORE_WAIT_MS = 30_000;

/** A save whose questions changed may move the answer key: attempts then re-score, after the save returns. */
const mayRescore = (entry: HistoryEntry | undefined) =>
  !!entry && entry.kind !== 'rescored' && entry.changes.some((c) => /answer key|question/.test(c));

/**
 * The quiz's history, newest first. A save raises the record's revision: the history is read again at once,
 * and, when the save touched the questions, every second until the re-scoring it causes is listed (attempts
 * records it after the save returns, and only when a score changed: so the wait is bounded).
 */
export function useQuizHistory(quiz: { id: string; rev?: number } | undefined) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const seenRev = useRef(quiz?.rev);
  const list = useGetList<HistoryEntry>(
    `quizzes/${quiz?.id}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'rev', order: 'DESC' } },
    {
      enabled: !!quiz,
      refetchInterval: () => (awaitingRescore() ? RESCORE_POLL_MS : false),
    },
  );
  const { data, refetch } = list;

  function awaitingRescore(): boolean {
    if (savedAt === null || Date.now() - savedAt > RESCORE_WAIT_MS || !data || quiz?.rev === undefined)
      return false;
    const atRev = data.filter((h) => h.rev === quiz.rev);
    return atRev.some(mayRescore) && !atRev.some((h) => h.kind === 'rescored');
  }

  useEffect(() => {
    if (quiz?.rev === undefined || quiz.rev === seenRev.current) return;
    const first = seenRev.current === undefined;
    seenRev.current = quiz.rev;
    if (first) return;
    setSavedAt(Date.now());
    void refetch();
  }, [quiz?.rev, refetch]);

  return list;
}
