import type { QueueRowDoc } from '../persistence/report-queue.read-model';

export const isoOrNull = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A queue row as the console's Reports resource shows it (react-admin's id, 1-based question number). */
export function toQueueRecord({ _id, lastReportedAt, resolvedAt, keyCorrectedAt, ...row }: QueueRowDoc) {
  return {
    id: _id,
    ...row,
    questionNumber: row.questionIndex + 1,
    lastReportedAt: isoOrNull(lastReportedAt),
    resolvedAt: isoOrNull(resolvedAt),
    keyCorrectedAt: isoOrNull(keyCorrectedAt),
  };
}

export type QueueRecord = ReturnType<typeof toQueueRecord>;
