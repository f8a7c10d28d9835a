import { startTestApp, type TestApp } from '@exam/testing';
import type { Collection } from 'mongodb';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { encodeShelf, OPEN_SHELVES, shelvesOf } from '../src/notebook/notebook-shelf';
import type { NotebookIndexDoc, QuizShelf } from '../src/notebook/persistence/notebook.read-model';
import { writeIndexes } from '../src/notebook/projections/notebook-index-writes';
import { fieldKey } from '../src/shared/persistence/keys';

/** A learner's notebook index past OPEN_SHELVES quizzes: older shelves sealed into one string, the same shelves read. */
describe('notebook indexes past OPEN_SHELVES quizzes', () => {
  let t: TestApp;
  let index: Collection<NotebookIndexDoc>;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    index = t.db('attempts').collection<NotebookIndexDoc>('notebook_index');
  });
  afterAll(() => t.close());

  const shelf = (n: number, count: number): QuizShelf => ({
    quizId: `quiz.${n}`,
    quizName: `Quiz ${n}`,
    subject: 'History',
    chapter: `Chapter ${n % 3}`,
    count,
    due: { '2026-11-29': count },
    latest: 1_764_000_000_000 + n,
  });
  /** Writes shelves (count 0: the quiz has none left) for one learner, as the projector hands them over. */
  const write = (userId: string, shelves: Array<[number, number]>, days: string[] = []) =>
    writeIndexes(
      index,
      new Map([
        [
          userId,
          {
            shelves: Object.fromEntries(
              shelves.map(([n, count]) => [fieldKey(`quiz.${n}`), count ? encodeShelf(shelf(n, count)) : '']),
            ),
            days,
          },
        ],
      ]),
    );
  const read = async (userId: string) =>
    shelvesOf(await index.findOne({ _id: userId })).sort((a, b) => a.latest - b.latest);

  it('reads the latest shelf of every quiz, emptied ones gone, while older shelves are sealed', async () => {
    // given 3 * OPEN_SHELVES quizzes written in batches of 1 to 5, each batch also rewriting an earlier
    // quiz's shelf with a new count, and every seventh quiz emptied afterwards
    const expected = new Map<number, number>();
    const all = Array.from({ length: 3 * OPEN_SHELVES }, (_, n) => n);
    for (let at = 0, size = 1; at < all.length; at += size, size = (size % 5) + 1) {
      const batch: Array<[number, number]> = all.slice(at, at + size).map((n) => [n, 2]);
      batch.push([at >> 1, 5]);
      for (const [n, count] of batch) expected.set(n, count);
      await write('learner-1', batch, [`2026-11-${10 + (at % 20)}`]);
    }
    for (const n of all.filter((n) => n % 7 === 0)) {
      await write('learner-1', [[n, 0]]);
      expected.delete(n);
    }
    // then every quiz reads back with its last shelf, and few are left open
    expect(await read('learner-1')).toEqual(
      [...expected].sort(([a], [b]) => a - b).map(([n, c]) => shelf(n, c)),
    );
    const doc = (await index.findOne({ _id: 'learner-1' }))!;
    expect(doc.sealed).toBeDefined();
    expect(Object.keys(doc.q ?? {}).length).toBeLessThan(OPEN_SHELVES + 6);
    expect(Object.keys(doc.days ?? {}).length).toBeGreaterThan(1);
  });

  it('reads an index stored before sealing as it was, and seals it once OPEN_SHELVES more quizzes came', async () => {
    // given an index of 2 * OPEN_SHELVES shelves stored before, all in q (some as objects, the oldest form)
    const old = Array.from({ length: 2 * OPEN_SHELVES }, (_, n) => 100 + n);
    await index.insertOne({
      _id: 'learner-2',
      q: Object.fromEntries(
        old.map((n) => [fieldKey(`quiz.${n}`), n % 2 ? encodeShelf(shelf(n, 3)) : shelf(n, 3)]),
      ),
    });
    expect(await read('learner-2')).toEqual(old.map((n) => shelf(n, 3)));
    // when OPEN_SHELVES + 1 more quizzes come one at a time, and one old quiz is emptied
    const more = Array.from({ length: OPEN_SHELVES + 1 }, (_, n) => 200 + n);
    for (const n of more) await write('learner-2', [[n, 1]]);
    await write('learner-2', [[100, 0]]);
    // then all of them read back, the old ones sealed, the emptied one gone
    expect(await read('learner-2')).toEqual([
      ...old.slice(1).map((n) => shelf(n, 3)),
      ...more.map((n) => shelf(n, 1)),
    ]);
    const doc = (await index.findOne({ _id: 'learner-2' }))!;
    expect(Object.keys(doc.q ?? {})).toEqual([fieldKey('quiz.216'), fieldKey('quiz.100')]);
  });

  it('loses no shelf when batches of one learner come at once over a full index', async () => {
    await write(
      'learner-3',
      Array.from({ length: OPEN_SHELVES }, (_, n): [number, number] => [n, 1]),
    );
    await Promise.all(Array.from({ length: 6 }, (_, k) => write('learner-3', [[OPEN_SHELVES + k, 4]])));
    expect(await read('learner-3')).toEqual([
      ...Array.from({ length: OPEN_SHELVES }, (_, n) => shelf(n, 1)),
      ...Array.from({ length: 6 }, (_, k) => shelf(OPEN_SHELVES + k, 4)),
    ]);
  });
});
