/**
 * The console's save (react-admin's full-record PUT, or a partial change): content fields and `rev`, the
 * revision the editor loaded. A type, not a validated class: readQuizInput checks it.
 */
export type UpdateQuizRequestDto = Record<string, unknown> & { rev?: unknown };

/** The stale-write guard's revision: absent or null means none. */
export const expectedRevOf = (rev: unknown): number | null =>
  rev === undefined || rev === null ? null : Number(rev);
