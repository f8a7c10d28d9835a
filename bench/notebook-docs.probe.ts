// npx tsx bench/notebook-docs.probe.ts: what the learning loop's read-model documents cost the embedded
// FerretDB on SQLite, as they were (nested objects and arrays) and as one string per shelf, row or entry:
// FerretDB's CPU per findOne by _id and per $set of one field, measured side by side in one run (the machine
// is shared: compare the lines, not the absolute figures). The documents are bench:notebook's (200 quizzes
// of 5 mistakes per learner) and a quiz's notebook document (15 entries, and a storm completion's 75).
import { type Collection, type Document } from 'mongodb';
import { encodeShelf, shelfOf } from '../services/attempts/src/notebook/notebook-shelf';
import { encodeEntries, storedQuizDoc } from '../services/attempts/src/notebook/notebook-entries';
import { emptyDoc, recordMistakes } from '../services/attempts/src/notebook/projections/notebook-changes';
import { fieldKey } from '../services/attempts/src/shared/persistence/keys';
import { cpuSeconds } from './support/cost-per-op';
import { learnerNotebook } from './support/notebook-seed';
import { runProbe } from './support/probe-database';

const DOCS = 100;
const OPS = Number(process.env.PROBE_OPS ?? 300);

type Variant = { label: string; doc: (i: number) => Document; set: (i: number) => Record<string, unknown> };

async function measure(pid: number, c: Collection<Document>, v: Variant) {
  for (let i = 0; i < DOCS; i += 20)
    await c.insertMany(
      Array.from({ length: 20 }, (_, k) => ({ ...v.doc(i + k), _id: `d${i + k}` as never })),
    );
  const size = JSON.stringify(v.doc(0)).length;
  const per = async (run: (i: number) => Promise<unknown>) => {
    const [before] = cpuSeconds([pid]);
    for (let i = 0; i < OPS; i++) await run(i);
    const [after] = cpuSeconds([pid]);
    return `${((((after ?? 0) - (before ?? 0)) * 1000) / OPS).toFixed(2)} ms`;
  };
  const read = await per((i) => c.findOne({ _id: `d${(i * 7) % DOCS}` as never }));
  const write = await per((i) => c.updateOne({ _id: `d${(i * 7) % DOCS}` as never }, { $set: v.set(i) }));
  console.log(`  ${v.label.padEnd(52)} ${String(size).padStart(6)} B   read ${read}   $set ${write}`);
}

runProbe(async ({ db, pid }) => {
  const learner = learnerNotebook('u1', 200, 5);
  const shelves = learner.docs.map((d) => [fieldKey(d.quizId), shelfOf(d)!] as const);
  const months = [...learner.months.values()];
  // A storm completion's notebook document: bench:attempts answers at random, so about 75 of 100 enter.
  const quizOf = (entries: number) => {
    const doc = emptyDoc({
      ...learner.docs[0],
      source: 'quiz',
      attemptId: 'a',
      questions: [],
      recordedAt: new Date().toISOString(),
    });
    recordMistakes(doc, {
      ...doc,
      source: 'quiz',
      attemptId: 'a',
      recordedAt: new Date().toISOString(),
      questions: Array.from({ length: entries }, (_, questionIndex) => ({
        questionIndex,
        option: 1,
        confidence: null,
        right: false,
      })),
    });
    return doc;
  };
  const quizzes = [quizOf(15), quizOf(75)];
  const entryStrings = (e: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(e).map(([k, v]) => [k, JSON.stringify(v)]));
  const unflat = (fields: Record<string, unknown>, as: (row: unknown) => unknown) => {
    const doc: Record<string, Record<string, unknown>> = { c: {}, t: {} };
    for (const [k, row] of Object.entries(fields)) doc[k[0]][k.slice(2)] = as(row);
    return doc;
  };
  const variants: Variant[] = [
    {
      label: 'notebook index, 200 shelves as objects',
      doc: () => ({ q: Object.fromEntries(shelves) }),
      set: (i) => ({ [`q.${shelves[i % 200][0]}`]: shelves[i % 200][1] }),
    },
    {
      label: 'notebook index, 200 shelves as strings',
      doc: () => ({ q: Object.fromEntries(shelves.map(([k, s]) => [k, encodeShelf(s)])) }),
      set: (i) => ({ [`q.${shelves[i % 200][0]}`]: encodeShelf(shelves[i % 200][1]) }),
    },
    {
      label: 'notebook index, 200 shelves sealed, 8 open',
      doc: () => ({
        sealed: JSON.stringify(Object.fromEntries(shelves.map(([k, s]) => [k, encodeShelf(s)]))),
        q: Object.fromEntries(shelves.slice(0, 8).map(([k, s]) => [k, encodeShelf(s)])),
        o: shelves.slice(0, 8).map(([k]) => k),
      }),
      set: (i) => ({ [`q.${shelves[i % 8][0]}`]: encodeShelf(shelves[i % 8][1]) }),
    },
    {
      label: 'topic month, rows as arrays',
      doc: (i) => unflat(months[i % months.length], (r) => JSON.parse(r as string)),
      set: (i) => ({ [`c.x${i}`]: ['2026-11-01', 'History', 'History chapter 1', 20, 18, 13, 'q'] }),
    },
    {
      label: 'topic month, rows as strings',
      doc: (i) => unflat(months[i % months.length], (r) => r),
      set: (i) => ({
        [`c.x${i}`]: JSON.stringify(['2026-11-01', 'History', 'History chapter 1', 20, 18, 13, 'q']),
      }),
    },
    ...quizzes.flatMap((quiz): Variant[] => {
      const n = Object.keys(quiz.e).length;
      return [
        { label: `notebook quiz, ${n} entries as objects`, doc: () => quiz, set: () => ({ e: quiz.e }) },
        {
          label: `notebook quiz, ${n} entries as strings`,
          doc: () => ({ ...quiz, e: entryStrings(quiz.e) }),
          set: () => ({ e: entryStrings(quiz.e) }),
        },
        {
          label: `notebook quiz, ${n} entries in one string`,
          doc: () => storedQuizDoc(quiz),
          set: () => ({ entries: encodeEntries(quiz.e) }),
        },
      ];
    }),
  ];
  console.log(`FerretDB CPU per operation, ${OPS} one after the other over ${DOCS} documents:`);
  for (const [i, v] of variants.entries()) await measure(pid, db.collection(`v${i}`), v);
});
