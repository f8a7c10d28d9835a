/** MongoDB's duplicate-key error (11000): an insert or upsert found its _id, or a unique key, already taken. */
export function isDuplicateKey(e: unknown): boolean {
  return (e as { code?: number } | null)?.code === 11000;
}
