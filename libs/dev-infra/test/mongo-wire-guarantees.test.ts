// What the platform relies on from the MongoDB-wire server the tests run against (FerretDB built by
// the project, or whatever MONGO_URL names). Real MongoDB gives these; the FerretDB build is patched
// for them (deploy/local/ferretdb/patches, write_lock_front.go).
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection } from 'mongodb';

type Counter = { _id: number; n: number };

describe('the MongoDB-wire server', () => {
  let client: MongoClient;
  let counters: Collection<Counter>;
  beforeAll(async () => {
    client = await new MongoClient(process.env.MONGO_URL!).connect();
    counters = client.db(`wire${randomBytes(4).toString('hex')}`).collection<Counter>('counters');
  });
  afterAll(async () => {
    await counters.db.dropDatabase().catch(() => undefined);
    await client.close();
  });

  it('applies one update command of 250 statements and keeps answering (the outbox relay sends such bulkWrites)', async () => {
    // Given 250 documents
    await counters.insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, n: 0 })));

    // When one bulkWrite (one update command) changes each of them
    const result = await counters.bulkWrite(
      Array.from({ length: 250 }, (_, i) => ({
        updateOne: { filter: { _id: i }, update: { $inc: { n: i } } },
      })),
      { ordered: false },
    );

    // Then every statement applied, and the server still serves reads and writes
    expect(result.modifiedCount).toBe(250);
    const docs = await counters.find({}).sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    await counters.updateOne({ _id: 0 }, { $set: { n: -1 } });
    expect(await counters.findOne({ _id: 0 })).toEqual({ _id: 0, n: -1 });
  });

  it('loses no concurrent $inc on one document', async () => {
    await counters.insertOne({ _id: 1000, n: 0 });
    await Promise.all(
      Array.from({ length: 100 }, () => counters.updateOne({ _id: 1000 }, { $inc: { n: 1 } })),
    );
    expect((await counters.findOne({ _id: 1000 }))?.n).toBe(100);
  });
});
