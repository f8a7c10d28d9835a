// npx tsx bench/change-log-docs.probe.ts: what a completion's change-log entry costs the embedded FerretDB
// on SQLite to insert (in batches, as the group commit sends them) and to delete, with its change and events
// as nested documents (as stored before) and as one string (`json`): FerretDB's CPU per entry, both forms side
// by side in one run (the machine is shared: compare the lines, not the absolute figures).
import { randomUUID } from 'node:crypto';
import { entryAsStored } from '../libs/messaging/src/change-log/stored-entry';
import type { ChangeLogEntry } from '../libs/messaging/src/change-log/change-log-entry';
import { cpuSeconds } from './support/cost-per-op';
import { runProbe } from './support/probe-database';

const ENTRIES = Number(process.env.PROBE_ENTRIES ?? 2000);
const BATCH = 25;

/** A 100-question completion's entry, shaped as CompleteQuizHandler commits it. */
function completionEntry(): ChangeLogEntry {
  const attemptId = randomUUID();
  const userId = randomUUID().replace(/-/g, '').slice(0, 24);
  const quizId = randomUUID().replace(/-/g, '').slice(0, 24);
  const now = new Date();
  const statuses = Array.from({ length: 100 }, () => '10-'[Math.floor(Math.random() * 3)]).join('');
  const result = {
    totalQuestions: 100,
    attemptedQuestions: 90,
    correctAnswers: 25,
    wrongAnswers: 65,
    score: 25,
  };
  const attempt = {
    _id: attemptId,
    userId,
    quizId,
    kind: 'quiz',
    quizName: 'SSC CGL Mock 12',
    division: 'Abhyudaya',
    subject: 'General Studies',
    answers: Array.from({ length: 100 }, () => 'ABCD-'[Math.floor(Math.random() * 5)]).join(''),
    chapter: 'Polity',
    statuses,
    result,
    ranked: false,
    startedAt: new Date(now.getTime() - 3_600_000),
    endedAt: now,
    completedAt: now,
    learner: { platform: 'web', language: 'en' },
  };
  const event = {
    eventId: randomUUID(),
    type: 'attempts.QuizCompleted',
    version: 1,
    occurredAt: now.toISOString(),
    aggregateId: `${userId}:${quizId}`,
    actorId: userId,
    correlationId: randomUUID(),
    payload: {
      userId,
      quizId,
      kind: 'quiz',
      quizName: attempt.quizName,
      division: attempt.division,
      subject: attempt.subject,
      chapter: attempt.chapter,
      attemptId,
      ...result,
      questionCount: 100,
      ranked: false,
      startedAt: attempt.startedAt.toISOString(),
      endedAt: now.toISOString(),
      completedAt: now.toISOString(),
      statuses,
    },
  };
  return {
    _id: `attempts.completion:${attemptId}`,
    capability: 'attempts.completion',
    change: { attempt },
    events: [event],
    committedAt: now,
    correlationId: event.correlationId,
  };
}

runProbe(async ({ db, pid }) => {
  const entries = Array.from({ length: ENTRIES }, completionEntry);
  const forms: Array<[string, (e: ChangeLogEntry) => { _id: string }]> = [
    ['nested (before)', (e) => e],
    ['change and events in one string', (e) => entryAsStored(e)],
  ];
  console.log(
    `FerretDB CPU per completion entry, ${ENTRIES} entries in inserts of ${BATCH}, then deleted in one:`,
  );
  for (let round = 0; round < 2; round++)
    for (const [label, form] of forms) {
      const c = db.collection<{ _id: string }>(`log_${round}_${label.length}`);
      const docs = entries.map(form);
      const [before] = cpuSeconds([pid]);
      for (let i = 0; i < docs.length; i += BATCH) await c.insertMany(docs.slice(i, i + BATCH));
      const [inserted] = cpuSeconds([pid]);
      for (let i = 0; i < docs.length; i += 100)
        await c.deleteMany({ _id: { $in: docs.slice(i, i + 100).map((d) => d._id) } });
      const [deleted] = cpuSeconds([pid]);
      const per = (a = 0, b = 0) => `${(((b - a) * 1e6) / ENTRIES).toFixed(0)} µs`;
      const size = JSON.stringify(docs[0]).length;
      console.log(
        `  ${label.padEnd(34)} ${String(size).padStart(5)} B   insert ${per(before, inserted)}   delete ${per(inserted, deleted)}`,
      );
    }
});
