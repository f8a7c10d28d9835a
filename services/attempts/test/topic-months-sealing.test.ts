import { QuizCompleted, type EventEnvelope } from '@exam/contracts';
import { startTestApp, type TestApp } from '@exam/testing';
import type { Collection } from 'mongodb';
import { AttemptsAppModule } from '../src/attempts-app.module';
import {
  completionRows,
  OPEN_ROWS,
  topicMonthId,
  type TopicMonthDoc,
} from '../src/topics/persistence/topics.read-model';
import { TopicsProjector } from '../src/topics/projections/topics.projector';

/** A month past OPEN_ROWS rows: older rows sealed into one string, the same rows read back. */
describe('topic months past OPEN_ROWS rows', () => {
  let t: TestApp;
  let projector: TopicsProjector;
  let months: Collection<TopicMonthDoc>;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    projector = t.app.get(TopicsProjector);
    months = t.db('attempts').collection<TopicMonthDoc>('topic_months');
  });
  afterAll(() => t.close());

  const completion = (userId: string, n: number): EventEnvelope =>
    QuizCompleted.create(`${userId}:quiz-${n}`, {
      userId,
      quizId: `quiz-${n}`,
      kind: 'quiz',
      quizName: `Quiz ${n}`,
      division: 'Abhyudaya',
      subject: 'History',
      chapter: `Chapter ${n % 3}`,
      attemptId: `att-${n}`,
      questionCount: 10,
      attemptedQuestions: 9,
      correctAnswers: n % 10,
      wrongAnswers: 1,
      score: 7,
      ranked: false,
      startedAt: null,
      endedAt: null,
      completedAt: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T06:00:00.000Z`,
    });
  const month = (userId: string) => months.findOne({ _id: topicMonthId(userId, '2026-10-01') });
  const rowOf = (n: number) => [
    `att-${n}`,
    [
      `2026-10-${String((n % 28) + 1).padStart(2, '0')}`,
      'History',
      `Chapter ${n % 3}`,
      10,
      9,
      n % 10,
      `quiz-${n}`,
    ],
  ];

  it('reads every row once, in the order first written, while older rows are sealed into the string', async () => {
    // given 3 * OPEN_ROWS completions in batches of 1 to 5, each batch repeating an earlier one
    const all = Array.from({ length: 3 * OPEN_ROWS }, (_, n) => n);
    for (let at = 0, size = 1; at < all.length; at += size, size = (size % 5) + 1)
      await projector.handleBatch(
        [...all.slice(at, at + size), all[at >> 1]].map((n) => completion('learner-1', n)),
      );
    // then the month reads back every row, and few are left open
    const doc = (await month('learner-1'))!;
    expect(completionRows(doc)).toEqual(all.map(rowOf));
    expect(doc.sealed).toBeDefined();
    expect(Object.keys(doc.c ?? {}).length).toBeLessThan(OPEN_ROWS + 6);
  });

  it('reads a month stored before sealing as it was, and seals it once OPEN_ROWS more rows came', async () => {
    // given a month of 2 * OPEN_ROWS rows stored before, all in c
    const old = Array.from({ length: 2 * OPEN_ROWS }, (_, n) => 100 + n);
    await months.insertOne({
      _id: topicMonthId('learner-2', '2026-10-01'),
      c: Object.fromEntries(old.map((n) => [rowOf(n)[0] as string, JSON.stringify(rowOf(n)[1])])),
    });
    expect(completionRows((await month('learner-2'))!)).toEqual(old.map(rowOf));
    // when OPEN_ROWS + 1 more completions come, one at a time
    const more = Array.from({ length: OPEN_ROWS + 1 }, (_, n) => 200 + n);
    for (const n of more) await projector.handleBatch([completion('learner-2', n)]);
    // then all of them read back in order, the old ones sealed
    const doc = (await month('learner-2'))!;
    expect(completionRows(doc)).toEqual([...old, ...more].map(rowOf));
    expect(Object.keys(doc.c ?? {})).toEqual([`att-${more.at(-1)}`]);
  });
});
