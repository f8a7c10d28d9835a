import { startTestApp, type TestApp } from '@exam/testing';
import type { Collection } from 'mongodb';
import { AttemptsAppModule } from '../src/attempts-app.module';
import {
  dashboardLists,
  type LearnerDashboard,
} from '../src/dashboard/persistence/learner-dashboard.read-model';
import {
  addToDashboards,
  OPEN_IDS,
  type ListAdditions,
} from '../src/dashboard/projections/dashboard-list-writes';

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `q${from + i}`);
const completed = (userId: string, quizIds: string[]): ListAdditions =>
  new Map([[userId, { completedquizs: quizIds, attemptedquizs: quizIds }]]);

describe('learner dashboard lists past OPEN_IDS ids', () => {
  let t: TestApp;
  let dashboards: Collection<LearnerDashboard>;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
    dashboards = t.db('attempts').collection<LearnerDashboard>('dashboard_lists_test');
  });
  afterAll(() => t.close());

  const listsOf = async (userId: string) => dashboardLists(await dashboards.findOne({ _id: userId }));

  it('keeps every id once, in the order first added, while older ids are sealed into the string', async () => {
    // given a learner adding 3 * OPEN_IDS quizzes in batches of 1 to 5, each batch also repeating an earlier id
    const all = ids(3 * OPEN_IDS);
    for (let at = 0, size = 1; at < all.length; at += size, size = (size % 5) + 1)
      await addToDashboards(dashboards, completed('u1', [...all.slice(at, at + size), all[at >> 1]]));
    // then the lists read back whole and in order, and the arrays stayed short
    expect(await listsOf('u1')).toEqual({
      attemptedquizs: all,
      attemptedkyebyequizzes: [],
      completedquizs: all,
      completedkyebyequizzes: [],
    });
    const doc = await dashboards.findOne({ _id: 'u1' });
    expect(doc?.sealed).toBeDefined();
    expect(doc?.completedquizs?.length).toBeLessThan(OPEN_IDS + 6);
  });

  it('reads a document stored before sealing as it was, and seals it on its next addition', async () => {
    // given a long list stored as one array
    const old = ids(2 * OPEN_IDS);
    await dashboards.insertOne({ _id: 'u2', completedquizs: old, attemptedkyebyequizzes: ['k1'] });
    expect((await listsOf('u2')).completedquizs).toEqual(old);
    // when the learner completes one more quiz
    await addToDashboards(dashboards, new Map([['u2', { completedquizs: ['new'] }]]));
    // then it comes last, and the old document's ids are sealed
    expect(await listsOf('u2')).toMatchObject({
      completedquizs: [...old, 'new'],
      attemptedkyebyequizzes: ['k1'],
    });
    expect((await dashboards.findOne({ _id: 'u2' }))?.completedquizs).toEqual(['new']);
  });

  it('loses no id when batches of one learner are written at the same time', async () => {
    const all = ids(4 * OPEN_IDS);
    await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        addToDashboards(dashboards, completed('u3', all.slice(k * 8, k * 8 + 8))),
      ),
    );
    const lists = await listsOf('u3');
    expect([...lists.completedquizs].sort()).toEqual([...all].sort());
    expect(new Set(lists.attemptedquizs).size).toBe(all.length);
  });
});
