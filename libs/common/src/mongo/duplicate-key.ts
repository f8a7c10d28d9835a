import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

/** MongoDB's duplicate-key error (11000): an insert or upsert found its _id, or a unique key, already taken. */
export function isDuplicateKey(e: unknown): boolean {
  return (e as { code?: number } | null)?.code === 11000;
}

/** Indexes (in `docs`) of the documents an unordered insertMany found already there. */
export async function insertNew<T extends Document>(
  collection: Collection<T>,
  docs: readonly T[],
): Promise<Set<number>> {
  const duplicates = new Set<number>();
  if (!docs.length) return duplicates;
  try {
    await collection.insertMany(docs as OptionalUnlessRequiredId<T>[], { ordered: false });
  } catch (e) {
    const writeErrors = (e as { writeErrors?: unknown }).writeErrors;
    if (writeErrors === undefined) throw e;
    for (const we of ([] as Array<{ index: number }>).concat(writeErrors as Array<{ index: number }>)) {
      if (!isDuplicateKey(we)) throw e;
      duplicates.add(we.index);
    }
  }
  return duplicates;
}

/** Runs a write whose duplicate-key failures all mean "already done". */
export async function ignoreDuplicates(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    const writeErrors = (e as { writeErrors?: unknown }).writeErrors;
    const errors = writeErrors === undefined ? [e] : ([] as unknown[]).concat(writeErrors);
    if (!errors.every(isDuplicateKey)) throw e;
  }
}
