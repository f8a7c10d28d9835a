import { isDuplicateKey } from '@exam/common';

/** A learner's progress on one quiz: the aggregate id of attempts' events, and the key of its documents. */
export function progressKey(userId: string, quizId: string): string {
  return `${userId}:${quizId}`;
}

/**
 * Two upserts of one new _id can race (one fails with a duplicate key); the second try finds the document.
 * `beforeRetry` runs between tries: a write guarded by "the document is not full" fails the same way on a
 * full one (its upsert finds the _id taken), and seals the full documents there before the next try.
 */
export async function retryOnDuplicate<T>(
  write: () => Promise<T>,
  tries = 3,
  beforeRetry?: () => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      if (!isDuplicateKey(e) || attempt >= tries) throw e;
      await beforeRetry?.();
    }
  }
}

/** Field names may not contain '.' or start with '$': ids used as field names have those (and '%') percent-encoded. */
export function fieldKey(id: string): string {
  return id.replace(/[%.$]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function idOfFieldKey(key: string): string {
  return key.replace(/%(25|2E|24)/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A model's collection through the driver (see modelCollection of @exam/common). */
export { modelCollection as nativeCollection } from '@exam/common';
