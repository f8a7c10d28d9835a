import { FinalKeyPublished, KeyChallenged, type EventEnvelope } from '@exam/contracts';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import { createQuiz, examSubmitted, question, recordCatalogEvents, tokens } from './support/catalog-fixtures';

type Learner = { token: string; userId: string };
const five = Array.from({ length: 5 }, (_, i) => question(i + 1));

describe("a live mock's answer-key challenge window (issue 33)", () => {
  let t: TestApp;
  let editor: string;
  let events: EventEnvelope[];
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    editor = (await tokens(t)).editor;
    events = await recordCatalogEvents(t, 'test.key-challenges');
  });
  afterAll(() => t.close());

  const liveMock = (closesAt: number, name = 'Live Mock: Polity') =>
    createQuiz(t, editor, {
      name,
      subject: 'Mock Tests',
      difficulty: 'Free Exploratory Quiz',
      questions: five,
      liveWindow: {
        opensAt: new Date(closesAt - 3_600_000).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
      },
    });
  const sat = (who: Learner, quiz: { id: string; name: string }) => examSubmitted(t, who.userId, quiz, true);
  const status = async (who: Learner, quizId: string) =>
    (await t.http().get(`/api/key-challenges/${quizId}`).auth(who.token, { type: 'bearer' }).expect(200))
      .body;
  const challenge = (who: Learner, quizId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/key-challenges/${quizId}`).auth(who.token, { type: 'bearer' }).send(body);
  const admin = (method: 'get' | 'put' | 'post', path: string) =>
    t.http()[method](`/api/admin/key-challenges${path}`).auth(editor, { type: 'bearer' });

  it('takes candidates’ challenges in the window, counts them per question, and publishes the final key the editor drew', async () => {
    // given a live mock closing in a moment, two candidates and a learner who did not sit it
    // (the close leaves a few seconds for the checks before it, on a busy machine with Kafka)
    const closesAt = Date.now() + 5_000;
    const quiz = await liveMock(closesAt);
    const [asha, ravi, outsider] = [await testToken(t), await testToken(t), await testToken(t)];
    // before the close the key is withheld and cannot be challenged
    expect(await status(asha, quiz.id)).toMatchObject({ stage: 'withheld', windowOpen: false });
    expect(
      (await challenge(asha, quiz.id, { questionIndex: 1, reason: 'wrong-key' }).expect(409)).body.message,
    ).toBe('The provisional key is published when the live mock closes; challenge it then.');
    await sat(asha, quiz);
    await sat(ravi, quiz);

    // when it closes, the provisional key is open to challenge for 48 hours
    await new Promise((r) => setTimeout(r, closesAt - Date.now() + 50));
    await eventually(async () => expect((await status(asha, quiz.id)).canChallenge).toBe(true));
    expect(await status(asha, quiz.id)).toMatchObject({
      stage: 'provisional',
      windowOpen: true,
      windowEndsAt: new Date(closesAt + 48 * 3_600_000).toISOString(),
      mine: [],
    });
    expect(
      (await challenge(outsider, quiz.id, { questionIndex: 1, reason: 'wrong-key' }).expect(403)).body
        .message,
    ).toBe('Only candidates who sat this live mock can challenge its key.');
    await challenge(asha, quiz.id, { questionIndex: 9, reason: 'wrong-key' }).expect(404);
    await challenge(asha, quiz.id, { questionIndex: 1, reason: 'because' }).expect(400);
    // Asha challenges question 2, then again with another reason (the second replaces the first), and question 4
    await challenge(asha, quiz.id, { questionIndex: 1, reason: 'more-than-one' }).expect(201);
    const replaced = await challenge(asha, quiz.id, {
      questionIndex: 1,
      reason: 'wrong-key',
      explanation: '  Article 148 is the CAG; the answer is 324 only if the question asks of elections.  ',
    }).expect(201);
    expect(replaced.body).toMatchObject({ questionIndex: 1, reason: 'wrong-key' });
    expect(replaced.body.explanation).toMatch(/^Article 148 is the CAG/);
    await challenge(asha, quiz.id, { questionIndex: 3, reason: 'ambiguous' }).expect(201);
    await challenge(ravi, quiz.id, { questionIndex: 1, reason: 'wrong-key' }).expect(201);
    expect((await status(asha, quiz.id)).mine.map((c: { questionIndex: number }) => c.questionIndex)).toEqual(
      [1, 3],
    );

    // then the console lists the mock with its challenges, most challenged question first
    const row = (await admin('get', '').expect(200)).body.find((m: { id: string }) => m.id === quiz.id);
    expect(row).toMatchObject({
      quizName: 'Live Mock: Polity',
      challenges: 3,
      stage: 'provisional',
      questionCount: 5,
    });
    const one = (await admin('get', `/${quiz.id}`).expect(200)).body;
    expect(
      one.questions.map((q: Record<string, unknown>) => [q.questionNumber, q.challenges, q.key]),
    ).toEqual([
      [2, 2, 1],
      [4, 1, 1],
    ]);
    expect(one.questions[0].reasons).toMatchObject({ 'wrong-key': 2, 'more-than-one': 0 });
    expect(one.questions[0]).toMatchObject({
      question: five[1].question,
      question_in_hindi: five[1].question_in_hindi,
      decision: 'keep',
    });

    // when the editor lengthens the window, changes question 2's key and drops question 4
    expect((await admin('put', `/${quiz.id}/window`).send({ hours: 0 }).expect(400)).body.message).toBe(
      'The challenge window must be a whole number of hours from 1 to 336.',
    );
    await admin('put', `/${quiz.id}/window`).send({ hours: 72 }).expect(200);
    expect((await status(ravi, quiz.id)).windowEndsAt).toBe(
      new Date(closesAt + 72 * 3_600_000).toISOString(),
    );
    expect(
      (await admin('put', `/${quiz.id}/questions/1`).send({ decision: 'change', key: 1 }).expect(400)).body
        .message,
    ).toBe('That option is the key already: choose another option, or keep the key.');
    await admin('put', `/${quiz.id}/questions/1`).send({ decision: 'change', key: 2 }).expect(200);
    await admin('put', `/${quiz.id}/questions/3`).send({ decision: 'drop' }).expect(200);
    const published = (await admin('post', `/${quiz.id}/publish`).expect(201)).body;
    expect(published).toMatchObject({ changed: [1], dropped: [3] });

    // then FinalKeyPublished tells attempts the final key, and the quiz's key is corrected as any correction is
    await t.settle();
    const finalEvents = events.filter((e) => FinalKeyPublished.is(e) && e.aggregateId === quiz.id);
    expect(finalEvents.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        provisionalKey: [1, 1, 1, 1, 1],
        answerKey: [1, 2, 1, 1, 1],
        changed: [{ questionIndex: 1, from: 1, to: 2 }],
        dropped: [3],
        challenges: 3,
      }),
    ]);
    expect(events.filter((e) => KeyChallenged.is(e) && e.aggregateId === quiz.id)).toHaveLength(4);
    const content = (
      await t.http().get(`/api/admin/quizzes/${quiz.id}`).auth(editor, { type: 'bearer' }).expect(200)
    ).body;
    expect(content.questions[1]).toMatchObject({
      correct_answer: 'Article 148',
      correct_answer_hindi: 'अनुच्छेद 148',
    });
    // and learners read the final key; the window is over
    expect(await status(asha, quiz.id)).toMatchObject({
      stage: 'final',
      windowOpen: false,
      canChallenge: false,
      changed: [1],
      dropped: [3],
    });
    expect(
      (await challenge(ravi, quiz.id, { questionIndex: 2, reason: 'wrong-key' }).expect(409)).body.message,
    ).toBe('The final key of this live mock has been published.');
    await admin('post', `/${quiz.id}/publish`).expect(409);
  }, 60_000);

  it('closes the window when its hours are over, and refuses quizzes that are not live mocks', async () => {
    const quiz = await liveMock(Date.now() - 2 * 3_600_000, 'Live Mock: closed');
    const asha = await testToken(t);
    await sat(asha, quiz);
    await eventually(async () => expect((await status(asha, quiz.id)).canChallenge).toBe(true));
    await admin('put', `/${quiz.id}/window`).send({ hours: 1 }).expect(200);
    const refused = await challenge(asha, quiz.id, { questionIndex: 0, reason: 'wrong-key' }).expect(409);
    expect(refused.body.message).toMatch(
      /^The challenge window closed at .+Z\. The final key will be published soon\.$/,
    );
    const practice = await createQuiz(t, editor, { difficulty: 'Free Exploratory Quiz' });
    expect(
      (await challenge(asha, practice.id, { questionIndex: 0, reason: 'wrong-key' }).expect(400)).body
        .message,
    ).toBe('This quiz is not a live mock: its key cannot be challenged.');
    await admin('get', `/${practice.id}`).expect(400);
  }, 30_000);
});
