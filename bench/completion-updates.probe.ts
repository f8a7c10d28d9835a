// npx tsx bench/completion-updates.probe.ts: what each read-model update of one quiz completion costs the
// embedded FerretDB on SQLite, as a learner's history grows (1, 20, 100, 300 earlier quizzes), measured side
// by side in one run (the machine is shared: compare the lines, not the absolute figures). FerretDB v1 reads
// a document whole, changes it in Go and writes it whole back, so an update costs by the document's size.
// The shapes are the projectors' (learner_profiles' guarded $push, learner_dashboards' $addToSet, both with
// all quiz ids in arrays as before and with older ids sealed into a string as now; topic_months' $set of a
// row; percentile's guarded $inc of a batch of k learners), then what a $set of one field costs by the
// document's shape. CPU per statement from /proc/<pid>/stat. PROBE_OPS sets the updates per line,
// PROBE_HISTORY the histories (e.g. "1,20,100").
import { randomUUID } from 'node:crypto';
import { type AnyBulkWriteOperation, type Collection, type Db, type Document } from 'mongodb';

/** One update statement, as a projector's bulk write holds it. */
type StatementOf = { filter: Document; update: Document; upsert?: boolean };

import type { LearnerDashboard } from '../services/attempts/src/dashboard/persistence/learner-dashboard.read-model';
import {
  addToDashboards,
  OPEN_IDS,
} from '../services/attempts/src/dashboard/projections/dashboard-list-writes';
import {
  OPEN_ROWS,
  sealedString,
  type TopicMonthDoc,
} from '../services/attempts/src/topics/persistence/topics.read-model';
import { setMonthFields } from '../services/attempts/src/topics/projections/topic-month-writes';
import {
  emptyProfile,
  OPEN_QUIZ_IDS,
  profileOf,
  storedShape,
  type StoredProfile,
} from '../services/identity/src/profile/projections/learner-profile';
import { cpuSeconds } from './support/cost-per-op';
import { runProbe } from './support/probe-database';

const OPS = Number(process.env.PROBE_OPS ?? 300);
const HISTORIES = (process.env.PROBE_HISTORY ?? '1,20,100,300').split(',').map(Number);
const LEARNERS = 50;
const objectId = () => randomUUID().replace(/-/g, '').slice(0, 24);
const quizIds = (n: number) => Array.from({ length: n }, objectId);
const row = (quizId: string) =>
  JSON.stringify(['2026-11-01', 'Mock Tests', 'History chapter 1', 100, 91, 57, quizId]);

/** One shape: the document of a learner with `history` earlier quizzes, and one completion's update of it. */
interface Shape {
  label: string;
  doc: (history: number) => Document;
  update: (_id: string) => StatementOf;
  /** Writes a bulk the way its projector does, instead of a bulkWrite of `update`s. */
  write?: (c: Collection<Document>, ids: string[]) => Promise<unknown>;
}

const profile = (history: number) => {
  const ids = quizIds(history);
  return {
    ...emptyProfile('x'),
    v: history * 2,
    name: 'Learner Name',
    email: 'learner@example.com',
    mobile: '9876543210',
    school: 'Kendriya Vidyalaya',
    schoolcode: 'KV123',
    classs: 'Already passed 12th',
    section: 'A',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    verified: true,
    paidfor: ['Abhyudaya-Already passed 12th'],
    attemptedquizs: ids,
    completedquizs: ids,
  };
};

const subscription = () => ({
  id: objectId(),
  plan: 'Abhyudaya Annual',
  billingCycle: 'yearly',
  status: 'active',
  startDate: '2026-01-01T00:00:00.000Z',
  nextBillingDate: '2027-01-01T00:00:00.000Z',
  accessibleContent: ['Mock Tests', 'History', 'Polity'],
  scope: 'Abhyudaya-Already passed 12th',
});
const order = () => ({
  orderId: objectId(),
  status: 'paid',
  subject: 'History',
  division: 'Abhyudaya',
  from: '2026-01-01',
  to: '2026-03-01',
  weeks: 8,
  amount: 1499,
  purchasedAt: '2026-01-01T00:00:00.000Z',
});

/** A month of `history` completions and as many time-spent records, rows as strings. */
const topicMonth = (history: number) => ({
  c: Object.fromEntries(quizIds(history).map((q) => [randomUUID(), row(q)])),
  t: Object.fromEntries(
    quizIds(history).map(() => [randomUUID(), JSON.stringify(['2026-11-01', 'Mock Tests', 'x', 600, 100])]),
  ),
});

const SHAPES: Shape[] = [
  {
    label: 'learner_profiles $push guarded by $nin (2 lists)',
    doc: profile,
    update: (_id) => {
      const q = objectId();
      return {
        filter: { _id, attemptedquizs: { $nin: [q] }, completedquizs: { $nin: [q] } },
        update: { $push: { attemptedquizs: { $each: [q] }, completedquizs: { $each: [q] } }, $inc: { v: 1 } },
      };
    },
  },
  {
    label: `learner_profiles sealed past ${OPEN_QUIZ_IDS} ids`,
    doc: (history) => {
      const { attemptedquizs: ids, ...rest } = profile(history);
      const open = history % OPEN_QUIZ_IDS;
      const sealed = ids.slice(0, history - open);
      return {
        ...rest,
        ...(sealed.length
          ? { sealed: JSON.stringify({ attemptedquizs: sealed, completedquizs: sealed }) }
          : {}),
        attemptedquizs: ids.slice(history - open),
        completedquizs: ids.slice(history - open),
      };
    },
    update: () => ({ filter: {}, update: {} }),
    // As LearnerProfileProjector: guarded $push; when one of the bulk is full, a read of all and a fold
    // (here: the full ones written sealed, compare-and-set on v).
    write: async (c, ids) => {
      const quiz = new Map(ids.map((id) => [id, objectId()]));
      const res = await c.bulkWrite(
        ids.map((_id) => ({
          updateOne: {
            filter: {
              _id,
              attemptedquizs: { $nin: [quiz.get(_id)] },
              completedquizs: { $nin: [quiz.get(_id)] },
              [`attemptedquizs.${OPEN_QUIZ_IDS - 1}`]: { $exists: false },
              [`completedquizs.${OPEN_QUIZ_IDS - 1}`]: { $exists: false },
            },
            update: {
              $push: {
                attemptedquizs: { $each: [quiz.get(_id)] },
                completedquizs: { $each: [quiz.get(_id)] },
              },
              $inc: { v: 1 },
            },
          },
        })) as never,
        { ordered: false },
      );
      if (res.matchedCount === ids.length) return;
      const docs = await c.find({ _id: { $in: ids } as never }).toArray();
      const folds = docs
        .map((d) => profileOf(d as unknown as StoredProfile))
        .filter((p) => !p.completedquizs.includes(quiz.get(p._id)!))
        .map((p) => {
          const { _id, v, ...fields } = storedShape({
            ...p,
            attemptedquizs: [...p.attemptedquizs, quiz.get(p._id)!],
            completedquizs: [...p.completedquizs, quiz.get(p._id)!],
          });
          return { updateOne: { filter: { _id, v }, update: { $set: { ...fields, v: v + 1 } } } };
        });
      if (folds.length) await c.bulkWrite(folds as never, { ordered: false });
    },
  },
  {
    label: 'learner_dashboards $addToSet (2 lists)',
    doc: (history) => {
      const ids = quizIds(history);
      return { attemptedquizs: ids, completedquizs: ids };
    },
    update: (_id) => {
      const q = objectId();
      return {
        filter: { _id },
        update: { $addToSet: { attemptedquizs: { $each: [q] }, completedquizs: { $each: [q] } } },
        upsert: true,
      };
    },
  },
  {
    label: `learner_dashboards sealed past ${OPEN_IDS} ids`,
    doc: (history) => {
      const ids = quizIds(history);
      const open = history % OPEN_IDS;
      const sealed = ids.slice(0, history - open);
      return {
        ...(sealed.length
          ? { sealed: JSON.stringify({ attemptedquizs: sealed, completedquizs: sealed }) }
          : {}),
        attemptedquizs: ids.slice(history - open),
        completedquizs: ids.slice(history - open),
      };
    },
    update: () => ({ filter: {}, update: {} }),
    write: (c, ids) =>
      addToDashboards(
        c as unknown as Collection<LearnerDashboard>,
        new Map(ids.map((id) => [id, { attemptedquizs: [objectId()], completedquizs: [objectId()] }])),
      ),
  },
  {
    label: 'topic_months $set of one row string',
    doc: (history) => ({
      c: Object.fromEntries(quizIds(history).map((q) => [randomUUID(), row(q)])),
      t: Object.fromEntries(
        quizIds(history).map(() => [
          randomUUID(),
          JSON.stringify(['2026-11-01', 'Mock Tests', 'x', 600, 100]),
        ]),
      ),
    }),
    update: (_id) => ({
      filter: { _id },
      update: { $set: { [`c.${randomUUID()}`]: row(objectId()) } },
      upsert: true,
    }),
  },
  {
    label: `topic_months sealed past ${OPEN_ROWS} rows`,
    doc: (history) => {
      const month = topicMonth(history);
      const open = history % (OPEN_ROWS / 2);
      const c = Object.entries(month.c);
      const t = Object.entries(month.t);
      const sealed = {
        c: Object.fromEntries(c.slice(0, history - open)),
        t: Object.fromEntries(t.slice(0, history - open)),
      };
      return {
        ...(history > open ? { sealed: sealedString({ _id: '', ...sealed }) } : {}),
        c: Object.fromEntries(c.slice(history - open)),
        t: Object.fromEntries(t.slice(history - open)),
        o: [
          ...c.slice(history - open).map(([k]) => `c.${k}`),
          ...t.slice(history - open).map(([k]) => `t.${k}`),
        ],
      };
    },
    update: () => ({ filter: {}, update: {} }),
    write: (c, ids) =>
      setMonthFields(
        c as unknown as Collection<TopicMonthDoc>,
        new Map(ids.map((id) => [id, { [`c.${randomUUID()}`]: row(objectId()) }])),
      ),
  },
];

/** FerretDB's CPU per update, OPS updates (one statement each, in bulks of 50) spread over LEARNERS documents. */
async function perStatement(pid: number, db: Db, shape: Shape, history: number): Promise<string> {
  const c = db.collection(`s${randomUUID().slice(0, 8)}`);
  await c.insertMany(
    Array.from({ length: LEARNERS }, (_, i) => ({ ...shape.doc(history), _id: `u${i}` as never })),
  );
  const size = JSON.stringify(shape.doc(history)).length;
  const ids = Array.from({ length: OPS }, (_, i) => `u${(i * 7) % LEARNERS}`);
  const ops = ids.map((id) => ({ updateOne: shape.update(id) }) as AnyBulkWriteOperation);
  const [before] = cpuSeconds([pid]);
  for (let i = 0; i < OPS; i += 50)
    await (shape.write
      ? shape.write(c, ids.slice(i, i + 50))
      : c.bulkWrite(ops.slice(i, i + 50), { ordered: false }));
  const [after] = cpuSeconds([pid]);
  await c.drop();
  return `${String(size).padStart(6)} B ${((((after ?? 0) - (before ?? 0)) * 1000) / OPS).toFixed(2)} ms`;
}

/**
 * The percentile summary of one quiz: `k` learners of a batch counted in one guarded $inc (k markers set,
 * the previous batch's k removed). Answers CPU per learner counted (per completion).
 */
async function percentileBatch(pid: number, db: Db, k: number, bands: number): Promise<string> {
  const c = db.collection(`p${randomUUID().slice(0, 8)}`);
  const counts = Object.fromEntries(Array.from({ length: bands }, (_, b) => [`${b * 3}`, 10]));
  await c.insertOne({ _id: 'q' as never, total: bands * 10, bands: counts });
  let previous: string[] = [];
  const updates = Math.max(10, Math.round(OPS / k));
  const [before] = cpuSeconds([pid]);
  for (let i = 0; i < updates; i++) {
    const users = Array.from({ length: k }, objectId);
    const filter: Document = { _id: 'q' };
    const set: Document = {};
    const unset: Document = {};
    const inc: Record<string, number> = { total: k };
    for (const u of users) {
      filter[`pending.${u}`] = { $exists: false };
      set[`pending.${u}`] = true;
      const band = `bands.${(i * 7 + u.charCodeAt(0)) % bands}`;
      inc[band] = (inc[band] ?? 0) + 1;
    }
    for (const u of previous) unset[`pending.${u}`] = '';
    await c.updateOne(
      filter,
      { $inc: inc, $set: set, ...(previous.length ? { $unset: unset } : {}) },
      { upsert: true },
    );
    previous = users;
  }
  const [after] = cpuSeconds([pid]);
  await c.drop();
  return `${((((after ?? 0) - (before ?? 0)) * 1000) / (updates * k)).toFixed(2)} ms per learner (${((((after ?? 0) - (before ?? 0)) * 1000) / updates).toFixed(2)} ms per update)`;
}

runProbe(async ({ db, pid }) => {
  console.log(`FerretDB CPU per update statement (${OPS} per line, bulks of 50, ${LEARNERS} documents):`);
  for (const shape of SHAPES) {
    const cells: string[] = [];
    for (const h of HISTORIES) cells.push(`h=${h}: ${await perStatement(pid, db, shape, h)}`);
    console.log(`  ${shape.label.padEnd(50)} ${cells.join('   ')}`);
  }
  console.log(
    `FerretDB CPU per $set of one small field, by the document's shape (h=${HISTORIES.at(-1)} quizzes):`,
  );
  const h = HISTORIES.at(-1)!;
  const ids = quizIds(h);
  const paying = {
    ...profile(h),
    subscriptions: [subscription(), subscription()],
    purchaseOrders: [order(), order(), order()],
  };
  const docShapes: Array<[string, (h: number) => Document]> = [
    ['profile, no subscriptions', () => profile(h)],
    ['profile, 2 subscriptions + 3 orders as objects', () => paying],
    [
      'profile, 2 subscriptions + 3 orders as strings',
      () => ({
        ...paying,
        subscriptions: JSON.stringify(paying.subscriptions),
        purchaseOrders: JSON.stringify(paying.purchaseOrders),
      }),
    ],
    ['dashboard, 2 lists as arrays', () => ({ attemptedquizs: ids, completedquizs: ids })],
    [
      'dashboard, 2 lists as one string each',
      () => ({ attemptedquizs: ids.join(','), completedquizs: ids.join(',') }),
    ],
    ['empty document', () => ({})],
  ];
  for (const [label, doc] of docShapes) {
    const shape: Shape = { label, doc, update: (_id) => ({ filter: { _id }, update: { $inc: { x: 1 } } }) };
    console.log(`  ${label.padEnd(50)} ${await perStatement(pid, db, shape, h)}`);
  }
  console.log('percentile_summaries guarded $inc of a batch of k learners (20 bands):');
  for (const k of [1, 10, 50])
    console.log(`  k=${String(k).padEnd(3)} ${await percentileBatch(pid, db, k, 20)}`);
});
