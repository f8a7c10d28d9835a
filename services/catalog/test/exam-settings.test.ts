import { QuizPublished, QuizUpdated } from '@exam/contracts';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { CatalogAppModule } from '../src/catalog-app.module';
import {
  createQuiz,
  examSubmitted,
  question,
  quizBody,
  recordCatalogEvents,
  tokens,
} from './support/catalog-fixtures';

const five = Array.from({ length: 5 }, (_, i) => question(i + 1));
const mock = (over: Record<string, unknown> = {}) => ({
  subject: 'Mock Tests',
  difficulty: 'Free Exploratory Quiz',
  questions: five,
  ...over,
});

describe('exam settings of a quiz and its key withheld (issue 31)', () => {
  let t: TestApp;
  let editor: string;
  let learner: { token: string; userId: string };
  beforeAll(async () => {
    t = await startTestApp((c) => CatalogAppModule.forRoot(c));
    ({ editor, learner } = await tokens(t));
  });
  afterAll(() => t.close());
  const create = (body: object) =>
    t.http().post('/api/admin/quizzes').auth(editor, { type: 'bearer' }).send(body);
  const open = (quizId: string, path = 'getquizbyid', token: string | null = learner.token) => {
    const req = t.http().post(`/api/quizs/${path}`);
    return (token ? req.auth(token, { type: 'bearer' }) : req).send({ quizid: quizId });
  };

  it('makes a Mock Test an exam by default and keeps an editor’s duration, sections and live window', async () => {
    const events = await recordCatalogEvents(t, 'test.exam-settings');
    const window = { opensAt: '2030-05-03T10:00:00+05:30', closesAt: '2030-05-03T12:00:00+05:30' };
    const quiz = await createQuiz(
      t,
      editor,
      mock({
        durationMinutes: 20,
        sections: [
          { name: 'History', from: 4, to: 5, minutes: 8 },
          { name: 'Polity', from: 1, to: 3, minutes: 12 },
        ],
        liveWindow: window,
      }),
    );
    expect(quiz).toMatchObject({
      mode: 'exam',
      durationMinutes: 20,
      sections: [
        { name: 'Polity', from: 1, to: 3, minutes: 12 },
        { name: 'History', from: 4, to: 5, minutes: 8 },
      ],
      liveWindow: { opensAt: '2030-05-03T04:30:00.000Z', closesAt: '2030-05-03T06:30:00.000Z' },
    });
    const practice = await createQuiz(t, editor, { questions: five });
    expect(practice).toMatchObject({ mode: 'practice', durationMinutes: null, liveWindow: null });
    // the snapshot attempts runs exams by carries them, a default duration resolved
    await eventually(() => {
      const published = events.filter((e) => QuizPublished.is(e) && e.aggregateId === quiz.id);
      expect(published[0]?.payload).toMatchObject({
        mode: 'exam',
        durationMinutes: 20,
        liveWindow: quiz.liveWindow,
      });
    });
    const plain = await createQuiz(t, editor, mock());
    await eventually(() =>
      expect(events.find((e) => QuizPublished.is(e) && e.aggregateId === plain.id)?.payload).toMatchObject({
        mode: 'exam',
        durationMinutes: 5,
        sections: [],
        liveWindow: null,
      }),
    );
    // and an edit of the window is told with the quiz
    await t
      .http()
      .put(`/api/admin/quizzes/${quiz.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ liveWindow: null, rev: quiz.rev })
      .expect(200);
    await eventually(() =>
      expect(events.find((e) => QuizUpdated.is(e) && e.aggregateId === quiz.id)?.payload).toMatchObject({
        liveWindow: null,
      }),
    );
  });

  it('refuses bad exam settings with clear 400s', async () => {
    const refused = async (over: Record<string, unknown>) =>
      (await create(quizBody(mock(over))).expect(400)).body.message as string;
    expect(await refused({ durationMinutes: 0 })).toBe(
      'durationMinutes must be a whole number of minutes, at least 1',
    );
    expect(await refused({ sections: [{ name: 'A', from: 1, to: 9 }] })).toBe(
      'Section "A" (questions 1 to 9) is outside the questions: this quiz has 5',
    );
    expect(
      await refused({
        sections: [
          { name: 'A', from: 1, to: 3 },
          { name: 'B', from: 3, to: 5 },
        ],
      }),
    ).toBe('Sections "A" and "B" overlap (question 3 is in both)');
    expect(
      await refused({ liveWindow: { opensAt: '2030-05-03T12:00:00Z', closesAt: '2030-05-03T10:00:00Z' } }),
    ).toBe('liveWindow.closesAt must be after liveWindow.opensAt');
    expect(
      await refused({
        mode: 'practice',
        liveWindow: { opensAt: '2030-05-03T10:00:00Z', closesAt: '2030-05-03T12:00:00Z' },
      }),
    ).toBe('A live window needs mode exam');
  });

  it('serves a learner the paper without its key until their session is submitted, staff always the key', async () => {
    const quiz = await createQuiz(t, editor, mock());
    const paper = (await open(quiz.id).expect(200)).body;
    expect(paper.keyReleased).toBe(false);
    expect(paper.questions[0]).toMatchObject({
      question: five[0].question,
      options: five[0].options,
      correct_answer: '',
      answer_explanation_in_english: '',
      answer_explanation_in_hindi: '',
    });
    expect(JSON.stringify(paper)).not.toContain('vests superintendence');
    expect((await open(quiz.id, 'getquizbyid', editor).expect(200)).body.questions[0].correct_answer).toBe(
      'Article 324',
    );
    expect((await open(quiz.id, 'getDemoQuizbyId', null).expect(403)).body.message).toBe(
      'This quiz is an exam: register and log in to sit it.',
    );
    // when attempts tells that the learner submitted their session
    await examSubmitted(t, learner.userId, quiz, false);
    // then the key and explanations are theirs
    await eventually(async () => {
      const full = (await open(quiz.id).expect(200)).body;
      expect(full.keyReleased).toBeUndefined();
      expect(full.questions[0].correct_answer).toBe('Article 324');
    });
  });

  it('releases a live mock’s key to everyone at its close, and not before', async () => {
    const closes = Date.now() + 1_500;
    const quiz = await createQuiz(
      t,
      editor,
      mock({
        liveWindow: {
          opensAt: new Date(closes - 60_000).toISOString(),
          closesAt: new Date(closes).toISOString(),
        },
      }),
    );
    expect((await open(quiz.id).expect(200)).body.keyReleased).toBe(false);
    await new Promise((r) => setTimeout(r, closes - Date.now() + 20));
    expect((await open(quiz.id).expect(200)).body.questions[1].correct_answer).toBe('Article 324');
  });
});
