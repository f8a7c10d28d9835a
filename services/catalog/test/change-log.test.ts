import { QuizPublished, QuizSnapshotTaken } from '@exam/contracts';
import { TOPICS } from '@exam/contracts';
import {
  CHANGE_LOG_COLLECTION,
  ChangeLog,
  EVENT_BUS,
  entryAsStored,
  entryFromStored,
  type ChangeLogEntry,
  type EventBus,
  type StoredChangeLogEntry,
} from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { ObjectId } from 'mongodb';
import { eventsFor } from '../src/quizzes/quiz.events';
import { CatalogAppModule } from '../src/catalog-app.module';
import { QUIZ_CHANGED_MEANWHILE } from '../src/quizzes/persistence/quiz.repository';
import type { QuizDoc } from '../src/quizzes/persistence/quiz.schema';
import { createQuiz, quizBody, recordCatalogEvents, tokens } from './support/catalog-fixtures';

/** Catalog's writes go through the service's change log: a change and its events in one document. */
describe('catalog change log', () => {
  let t: TestApp;
  let editor: string;
  let events: Awaited<ReturnType<typeof recordCatalogEvents>>;
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    events = await recordCatalogEvents(t, 'test.catalog-change-log');
    editor = (await tokens(t)).editor;
  });
  // A test that holds the bus's subscribers lets them go here too, so a failed assertion cannot hang close.
  let releaseHeld: () => void = () => undefined;
  afterAll(async () => {
    releaseHeld();
    await t.close();
  });

  const log = () => t.db('catalog').collection<StoredChangeLogEntry>(CHANGE_LOG_COLLECTION);
  /** The log as entries were stored before their change and events became one string. */
  const logAsBefore = () =>
    t.db('catalog').collection<ChangeLogEntry<{ doc: QuizDoc }>>(CHANGE_LOG_COLLECTION);
  const stored = (id: string) =>
    t
      .db('catalog')
      .collection<QuizDoc>('quizzes')
      .findOne({ _id: new ObjectId(id) });
  const nextRevision = (doc: QuizDoc, change: Partial<QuizDoc>): QuizDoc => ({
    ...doc,
    ...change,
    rev: doc.rev + 1,
    updatedAt: new Date(),
  });

  it('applies and clears a save on the request, and publishes its event', async () => {
    const quiz = await createQuiz(t, editor, { name: 'Logged Polity Set' });
    expect((await stored(quiz.id))?.rev).toBe(2);
    await t.settle();
    expect(await log().countDocuments({})).toBe(0);
    await eventually(() => {
      expect(events.some((e) => QuizPublished.is(e) && e.aggregateId === quiz.id)).toBe(true);
    });
  });

  it('finishes a quiz change a crash left in the log: applied, listed and published at the next sweep', async () => {
    // Given an unpublished quiz, and its publication committed by an instance that crashed before applying it
    const quiz = await createQuiz(t, editor, { name: 'Crash-left Economy Set' }, { publish: false });
    const before = (await stored(quiz.id))!;
    const after = nextRevision(before, { published: true, publishedAt: new Date() });
    await log().insertOne(
      entryAsStored({
        _id: `quiz:${quiz.id}:${after.rev}`,
        capability: 'quiz',
        change: { doc: after },
        events: eventsFor(before, after, 'crashed-editor'),
        committedAt: new Date(Date.now() - 60_000),
      }),
    );

    // When the sweeper runs
    await t.settle();

    // Then the quiz is at the new revision, learners list it, its event is out and the entry is gone
    expect(await stored(quiz.id)).toMatchObject({ rev: after.rev, published: true });
    const list = await t
      .http()
      .get('/api/quizs/getfilteredquizs')
      .query({ division: 'Abhyudaya' })
      .expect(200);
    expect(list.body.quizzes.map((q: { name: string }) => q.name)).toContain('Crash-left Economy Set');
    await eventually(() => {
      expect(events.some((e) => QuizPublished.is(e) && e.aggregateId === quiz.id)).toBe(true);
    });
    expect(await log().countDocuments({})).toBe(0);
  });

  // Only the in-process bus holds a batch until every subscriber has handled it; on Kafka (CI sets
  // KAFKA_BROKERS) an entry goes as soon as the broker has it, so there is nothing waiting to look at.
  const onInProcessBus = process.env.KAFKA_BROKERS ? it.skip : it;
  onInProcessBus(
    'keeps no quiz content in memory for an imported quiz applied on the request while its events wait',
    async () => {
      // Given a subscriber that holds the events of these quizzes until told (the in-process bus publishes a
      // batch only once every subscriber has handled it), so the import's entries stay in the log meanwhile
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = releaseHeld = r));
      const seen: string[] = [];
      await t.app.get<EventBus>(EVENT_BUS).subscribe({
        groupId: 'test.catalog-change-log-held',
        topics: [TOPICS.catalog],
        handle: async (e) => {
          if (!String((e.payload as { quizName?: string }).quizName).startsWith('Held Import Set')) return;
          seen.push(e.aggregateId);
          await held;
        },
      });
      const names = ['Held Import Set 1', 'Held Import Set 2', 'Held Import Set 3'];

      // When an admin imports three quizzes
      const res = await t
        .http()
        .post('/api/admin/quizzes/bulk')
        .auth((await tokens(t)).admin, { type: 'bearer' })
        .send({ quizzes: names.map((name) => quizBody({ name })) })
        .expect(201);
      const ids: string[] = res.body.ids;
      expect(ids).toHaveLength(3);

      // Then they are stored and listed at once, while their entries, still waiting for their events to go
      // out, hold the events (with the answer keys attempts scores by) but not the quizzes' content
      for (const id of ids) expect((await stored(id))?.questions).toHaveLength(2);
      const list = await t.http().get('/api/quizs/getfilteredquizs').query({ division: 'Abhyudaya' });
      expect(list.body.quizzes.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(names));
      const waiting = [...t.app.get(ChangeLog).pending()].filter((e) =>
        ids.some((id) => e._id === `quiz:${id}:1`),
      );
      expect(waiting).toHaveLength(3);
      for (const entry of waiting) {
        expect((entry.change as { doc: QuizDoc | null }).doc).toBeNull();
        expect(entry.events[0]).toMatchObject({ type: QuizPublished.type });
        expect(entry.events[1]).toMatchObject({ type: QuizSnapshotTaken.type });
        expect((entry.events[1].payload as { answerKey: string[] }).answerKey).toHaveLength(2);
      }
      // (the stored entries keep the whole quiz, for the sweeper after a crash)
      const storedEntry = await log().findOne({ _id: `quiz:${ids[0]}:1` });
      expect(entryFromStored<{ doc: QuizDoc }>(storedEntry!).change.doc.questions).toHaveLength(2);

      // And once the subscriber lets go, the events go out and the log is cleared
      release();
      await t.settle();
      await eventually(() => expect(seen).toEqual(expect.arrayContaining(ids)));
      expect(await log().countDocuments({})).toBe(0);
    },
  );

  it('refuses a second change to a revision already in the log with 409', async () => {
    // Given a quiz whose next revision another instance (of the version before, which stored an entry's
    // change and events as fields) has just committed, not applied yet
    const quiz = await createQuiz(t, editor, { name: 'Contended History Set' }, { publish: false });
    const before = (await stored(quiz.id))!;
    const theirs = nextRevision(before, { name: 'Their History Set' });
    await logAsBefore().insertOne({
      _id: `quiz:${quiz.id}:${theirs.rev}`,
      capability: 'quiz',
      change: { doc: theirs },
      events: eventsFor(before, theirs, 'other-editor'),
      committedAt: new Date(),
    });

    // When this editor saves the same revision, it is refused
    const res = await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ name: 'My History Set', rev: before.rev })
      .expect(409);
    expect(res.body.message).toBe(QUIZ_CHANGED_MEANWHILE);

    // And theirs is what the quiz becomes once the log applies it
    await t.settle();
    expect(await stored(quiz.id)).toMatchObject({ rev: theirs.rev, name: 'Their History Set' });
  });
});
