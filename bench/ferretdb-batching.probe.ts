// npx tsx bench/ferretdb-batching.probe.ts: what a batch costs the embedded FerretDB on SQLite, measured
// side by side in one run (the machine is shared: compare the lines, not the absolute figures). Removing
// N change-log-sized documents by _id: a bulkWrite of N deleteOne (one `delete` command of N statements)
// against one deleteMany {_id: {$in}}, with the collection holding only them and holding 10x more; and
// writing N documents: N insertOne, one insertMany; N updateOne, one bulkWrite of N updateOne; and a
// completion's 100 answers and statuses as two arrays against two strings (services/attempts answer-codec).
import { randomUUID } from 'node:crypto';
import { type Collection, type Document } from 'mongodb';
import { runProbe } from './support/probe-database';

const N = Number(process.env.PROBE_N ?? 500);
const entry = () => ({
  _id: randomUUID() as never,
  answers: Array.from({ length: 100 }, () => ({ option: Math.floor(Math.random() * 4) })),
  statuses: Array.from({ length: 100 }, () => 1),
  at: new Date(),
});

async function timed(label: string, run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  const took = performance.now() - t0;
  console.log(`  ${label.padEnd(58)} ${took.toFixed(0).padStart(6)} ms`);
  return took;
}

async function fill(c: Collection, n: number, extra: object = {}): Promise<string[]> {
  const docs = Array.from({ length: n }, () => ({ ...entry(), ...extra }));
  await c.insertMany(docs, { ordered: false });
  return docs.map((d) => d._id as string);
}

runProbe(async ({ db }) => {
  console.log(`${N} change-log-sized documents (100 answers each), embedded FerretDB on SQLite`);
  for (const extra of [0, 10 * N]) {
    const c = db.collection(`del_${extra}`);
    if (extra) await fill(c, extra);
    console.log(`removing ${N} by _id, collection of ${N + extra}:`);
    let ids = await fill(c, N);
    await timed(`bulkWrite of ${N} deleteOne {_id}`, () =>
      c.bulkWrite(
        ids.map((_id) => ({ deleteOne: { filter: { _id: _id as never } } })),
        { ordered: false },
      ),
    );
    if (!extra || process.env.PROBE_IN === '1') {
      ids = await fill(c, N);
      await timed(`deleteMany {_id: {$in: ${N} ids}}`, () => c.deleteMany({ _id: { $in: ids as never[] } }));
    }
    await fill(c, N, { mine: 1 });
    await timed(`deleteMany {mine: 1, at: {$lte: now}} (a scan, ${N} match)`, () =>
      c.deleteMany({ mine: 1, at: { $lte: new Date() } }),
    );
    ids = await fill(c, N);
    await timed(`${N} deleteOne {_id}, 50 in flight`, async () => {
      const queue = [...ids];
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          for (let id = queue.pop(); id; id = queue.pop()) await c.deleteOne({ _id: id as never });
        }),
      );
    });
  }
  const w = db.collection('writes');
  console.log(`writing ${N}:`);
  await timed(`${N} insertOne, one after the other`, async () => {
    for (let i = 0; i < N; i++) await w.insertOne(entry());
  });
  await timed(`one insertMany of ${N}`, () => w.insertMany(Array.from({ length: N }, entry)));
  const ids = (
    await w
      .find({}, { projection: { _id: 1 } })
      .limit(N)
      .toArray()
  ).map((d) => d._id);
  await timed(`${N} updateOne {_id} $inc, one after the other`, async () => {
    for (const _id of ids) await w.updateOne({ _id }, { $inc: { n: 1 } });
  });
  await timed(`one bulkWrite of ${N} updateOne {_id} $inc`, () =>
    w.bulkWrite(ids.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { n: 1 } } } }))),
  );
  console.log(`a completion's 100 answers and statuses, ${N} documents:`);
  // As quiz_attempts stored them before: numbers, not the request's {option} objects.
  const asArrays = () => {
    const { answers, ...rest } = entry();
    return { ...rest, answers: answers.map((a) => a.option) };
  };
  const asStrings = () => {
    const { answers, statuses, ...rest } = asArrays();
    return {
      ...rest,
      answers: answers.map((option) => String.fromCharCode(65 + option)).join(''),
      statuses: statuses.join(''),
    };
  };
  const forms: Array<[string, () => Document]> = [
    ['as arrays', asArrays],
    ['as strings', asStrings],
  ];
  for (const [form, make] of forms) {
    const c = db.collection(`form_${form.replace(' ', '_')}`);
    await timed(`one insertMany of ${N}, ${form}`, () =>
      c.insertMany(Array.from({ length: N }, make), { ordered: false }),
    );
    const queue = Array.from({ length: N }, make);
    await timed(`${N} insertOne, 50 in flight, ${form}`, () =>
      Promise.all(
        Array.from({ length: 50 }, async () => {
          for (let doc = queue.pop(); doc; doc = queue.pop()) await c.insertOne(doc);
        }),
      ),
    );
  }
});
