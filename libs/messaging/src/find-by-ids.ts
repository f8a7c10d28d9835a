import type { Collection, Document, Filter, FindOptions, ObjectId, WithId } from 'mongodb';

/**
 * Most _ids in one lookup. The project's FerretDB reads `_id: {$in}` of up to 1,000 strings or ObjectIds
 * through its _id index (patch 0007); a longer list would read the whole collection.
 */
const IDS_PER_READ = 500;

/**
 * The documents of a batch, keyed by their _id as a string, in one read per IDS_PER_READ ids (not one
 * round trip per document): a projector or an applier looking up what a batch of hundreds of events touches.
 */
export async function findByIds<T extends Document & { _id: string | ObjectId }>(
  collection: Collection<T>,
  ids: ReadonlyArray<T['_id']>,
  options?: FindOptions,
): Promise<Map<string, WithId<T>>> {
  const found = new Map<string, WithId<T>>();
  const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
  for (let i = 0; i < unique.length; i += IDS_PER_READ) {
    const filter = { _id: { $in: unique.slice(i, i + IDS_PER_READ) } } as Filter<T>;
    // All of them in the first reply: the default first batch (101) would cost a getMore round trip.
    const docs = await collection.find(filter, { batchSize: IDS_PER_READ, ...options }).toArray();
    for (const doc of docs) found.set(String(doc._id), doc);
  }
  return found;
}
