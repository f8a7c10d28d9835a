// What the platform relies on from the MongoDB-wire server the tests run against (FerretDB built by
// the project, or whatever MONGO_URL names). Real MongoDB gives these; the FerretDB build is patched
// for them (deploy/local/ferretdb/patches, write_lock_front.go).
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId, type Collection } from 'mongodb';

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

  it("applies an update command of statements on documents of their own, and keeps one document's statements in order", async () => {
    // Given 20 documents (FerretDB commits statements that each name their own _id together)
    const docs = counters.db.collection<{ _id: string; n: number; tags: string[] }>('own');
    await docs.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `u${i}`, n: i, tags: [] })));

    // When one bulkWrite updates each once, guarded, upserts one more, and misses one guard
    const own = await docs.bulkWrite(
      [
        ...Array.from({ length: 19 }, (_, i) => ({
          updateOne: {
            filter: { _id: `u${i}`, n: i },
            update: { $inc: { n: 100 }, $push: { tags: 'done' } },
          },
        })),
        { updateOne: { filter: { _id: 'u19', n: -1 }, update: { $inc: { n: 100 } } } },
        { updateOne: { filter: { _id: 'new' }, update: { $set: { n: 7 } }, upsert: true } },
      ],
      { ordered: false },
    );
    // and another names one document twice: the second statement sees the first's write
    const twice = await docs.bulkWrite([
      { updateOne: { filter: { _id: 'u0', n: 100 }, update: { $inc: { n: 1 } } } },
      { updateOne: { filter: { _id: 'u0', n: 101 }, update: { $inc: { n: 1 } } } },
    ]);

    // Then every statement applied once, as counted
    expect([own.matchedCount, own.modifiedCount, own.upsertedCount]).toEqual([19, 19, 1]);
    expect(twice.modifiedCount).toBe(2);
    const after = new Map((await docs.find({}).toArray()).map((d) => [d._id, d]));
    expect(after.get('u0')).toEqual({ _id: 'u0', n: 102, tags: ['done'] });
    expect(after.get('u18')).toEqual({ _id: 'u18', n: 118, tags: ['done'] });
    expect(after.get('u19')).toEqual({ _id: 'u19', n: 19, tags: [] });
    expect(after.get('new')).toEqual({ _id: 'new', n: 7 });
  });

  it('keeps the statements before a failing one of an update command applied', async () => {
    // Given three documents
    const docs = counters.db.collection<{ _id: string; n: number }>('failing');
    await docs.insertMany(['a', 'b', 'c'].map((_id) => ({ _id, n: 1 })));

    // When the second statement of one ordered update command fails (it would change an _id)
    const failed = await docs
      .bulkWrite([
        { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 10 } } } },
        { updateOne: { filter: { _id: 'b' }, update: { $set: { _id: 'z' } } } },
        { updateOne: { filter: { _id: 'c' }, update: { $inc: { n: 10 } } } },
      ])
      .then(
        () => null,
        (e: Error) => e,
      );

    // Then it is refused, the first statement's write is there and nothing after it, as without batching
    expect(failed).toBeInstanceOf(Error);
    expect(await docs.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', n: 11 },
      { _id: 'b', n: 1 },
      { _id: 'c', n: 1 },
    ]);
  });

  it('loses no concurrent $inc on one document', async () => {
    await counters.insertOne({ _id: 1000, n: 0 });
    await Promise.all(
      Array.from({ length: 100 }, () => counters.updateOne({ _id: 1000 }, { $inc: { n: 1 } })),
    );
    expect((await counters.findOne({ _id: 1000 }))?.n).toBe(100);
  });

  it('lands every write of many connections into one database at once: inserts, updates, deletes, new collections', async () => {
    // Given a second client (its own connections) and 8 collections of one database, half of them new
    // (FerretDB on SQLite lets one writer at a time into a database file; the others wait their turn)
    const other = await new MongoClient(process.env.MONGO_URL!, { maxPoolSize: 20 }).connect();
    try {
      const db = counters.db;
      const names = Array.from({ length: 8 }, (_, i) => `busy${i}`);
      // (the old ones hold 10 counters and 10 documents to delete)
      for (const name of names.slice(0, 4))
        await db
          .collection<Counter>(name)
          .insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i < 10 ? i : 190 + i, n: 0 })));

      // When 400 writes of every kind arrive together from both clients
      const writes = names.flatMap((name, c) =>
        Array.from({ length: 50 }, (_, i) => {
          const col = (i % 2 ? other.db(db.databaseName) : db).collection<Counter>(name);
          if (c >= 4 || i % 5 === 0) return col.insertOne({ _id: 100 + i, n: i });
          if (i % 5 === 1) return col.deleteOne({ _id: 200 + (i - 1) / 5 });
          return col.updateOne({ _id: i % 10 }, { $inc: { n: 1 } });
        }),
      );
      await Promise.all(writes);

      // Then each landed: the new collections hold all 50; the others their inserts, every $inc, no deleted
      for (const name of names.slice(4)) expect(await db.collection(name).countDocuments()).toBe(50);
      for (const name of names.slice(0, 4)) {
        const docs = await db.collection<Counter>(name).find({}).sort({ _id: 1 }).toArray();
        expect(docs.filter((d) => d._id >= 100).map((d) => d._id)).toEqual(
          Array.from({ length: 10 }, (_, k) => 100 + 5 * k),
        );
        expect(docs.filter((d) => d._id < 10).reduce((sum, d) => sum + d.n, 0)).toBe(30);
      }
    } finally {
      await other.close();
    }
  });

  it('deletes by _id exactly the documents named, by type and value (FerretDB skips the read for these)', async () => {
    // Given documents keyed by strings, ObjectIds and numbers, some of them look-alikes
    const things = counters.db.collection<{ _id: string | number | ObjectId; n: number }>('things');
    const oid = new ObjectId();
    const otherOid = new ObjectId();
    await things.insertMany([
      ...['a', 'b', 'c', 'd', '1'].map((_id, n) => ({ _id, n })),
      { _id: oid, n: 5 },
      { _id: otherOid, n: 6 },
      { _id: 1, n: 7 },
      { _id: 2, n: 8 },
    ]);

    // When deleted by one _id, by a list of them ($in), one at a time in a bulkWrite, and by other filters
    const one = await things.deleteOne({ _id: 'a' });
    const listed = await things.deleteMany({ _id: { $in: ['b', 'c', 'missing', 'b', oid] } });
    const bulk = await things.bulkWrite([
      { deleteOne: { filter: { _id: 'd' } } },
      { deleteOne: { filter: { _id: 'gone' } } },
    ]);
    const limited = await things.deleteOne({ _id: { $in: [1, 2] } });
    const byValue = await things.deleteMany({ n: 6 });

    // Then each deleted what it named and reported it: '1' is not 1, and deleteOne of a list took one
    expect([one.deletedCount, listed.deletedCount, bulk.deletedCount]).toEqual([1, 3, 1]);
    expect([limited.deletedCount, byValue.deletedCount]).toEqual([1, 1]);
    const left = await things.find({}).sort({ n: 1 }).toArray();
    expect(left).toHaveLength(2);
    expect(left[0]).toEqual({ _id: '1', n: 4 });
    expect(typeof left[1]._id).toBe('number');
  });

  it('finds by a list of _ids ($in) exactly the documents named, by type and value, through the _id index', async () => {
    // Given 1,000 documents keyed by strings, and look-alikes keyed by an ObjectId and numbers
    const things = counters.db.collection<{ _id: string | number | ObjectId; n: number }>('listed');
    const oid = new ObjectId();
    await things.insertMany([
      ...Array.from({ length: 1000 }, (_v, n) => ({ _id: `k${n}`, n })),
      { _id: oid, n: 1000 },
      { _id: 7, n: 1001 },
    ]);

    // When found by lists of _ids: strings with a repeat and a missing one, with another condition,
    // with an ObjectId, with numbers (not pushed down: numbers compare across types), and empty
    const ns = async (filter: object) =>
      (await things.find(filter).toArray()).map((d) => d.n).sort((a, b) => a - b);
    const listed = await ns({ _id: { $in: ['k5', 'k999', 'k5', 'missing', 'k7'] } });
    const narrowed = await ns({ _id: { $in: ['k5', 'k6', 'k7'] }, n: { $gt: 5 } });
    const byOid = await ns({ _id: { $in: [oid, 'k0'] } });
    const numbers = await ns({ _id: { $in: [7, 7.0, 'k1'] } });
    const none = await ns({ _id: { $in: [] } });

    // Then each found what it named: 'k7' is not 7
    expect(listed).toEqual([5, 7, 999]);
    expect(narrowed).toEqual([6, 7]);
    expect(byOid).toEqual([0, 1000]);
    expect(numbers).toEqual([1, 1001]);
    expect(none).toEqual([]);
    // And the project's FerretDB reads the listed documents by the _id index, not the whole collection
    // (it says so in its explain output; other servers do not report this field).
    const plan = await things.find({ _id: { $in: ['k1', 'k2'] } }).explain();
    if ('filterPushdown' in plan) expect(plan.filterPushdown).toBe(true);
  });

  it('keeps every write and read right while the write-ahead log is copied and started over many times', async () => {
    // Given 20 connections' worth of writers and readers on one database
    const big = counters.db.collection<{ _id: string; lane: number; i: number; body: string }>('big');
    const tally = counters.db.collection<Counter>('tally');
    const body = (lane: number, i: number) => `${lane}:${i}:`.padEnd(10_000, 'x');
    let misread = 0;

    // When each inserts 100 documents of 10 KB (20 MB in all: the log passes 1,000 pages many times),
    // counts each one, and reads back a document it wrote earlier
    await Promise.all(
      Array.from({ length: 20 }, async (_v, lane) => {
        for (let i = 0; i < 100; i++) {
          await big.insertOne({ _id: `${lane}-${i}`, lane, i, body: body(lane, i) });
          await tally.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { upsert: true });
          const earlier = Math.floor(i / 2);
          const doc = await big.findOne({ _id: `${lane}-${earlier}` });
          if (doc?.body !== body(lane, earlier)) misread++;
        }
      }),
    );

    // Then every write is there, whole, and no read missed one
    expect(misread).toBe(0);
    expect(await big.countDocuments({})).toBe(2000);
    expect((await tally.findOne({ _id: 1 }))?.n).toBe(2000);
    const last = await big.find({ i: 99 }).toArray();
    expect(last.map((d) => d.body)).toEqual(last.map((d) => body(d.lane, 99)));
    expect(last).toHaveLength(20);
  });
});
