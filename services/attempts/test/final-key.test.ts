import { FinalKeyPublished } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { Types } from 'mongoose';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { progressKey } from '../src/shared/persistence/keys';
import { encodeResponses } from '../src/exam/persistence/response-codec';
import { examCalls, publishExam } from './support/exam-fixtures';

const CANDIDATES = 1_000;
const KEY = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1];
const MARKS = { marksPerCorrect: 4, negativeMarks: 1 };
const CHANGED = { questionIndex: 2, from: 2, to: 1 };
const DROPPED = 5;
const FINAL = KEY.map((k, i) => (i === CHANGED.questionIndex ? CHANGED.to : k));

/** A seeded generator, so every run sits the same 1,000 papers (many tied scores among them). */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The recomputation the results must agree with, written out here rather than taken from the service. */
function recompute(answers: Array<Array<number | null>>, key: number[], dropped: number[]) {
  const scores = answers.map((a) =>
    a.reduce<number>((sum, o, i) => {
      if (o === null) return sum;
      if (dropped.includes(i) || o === key[i]) return sum + MARKS.marksPerCorrect;
      return sum - MARKS.negativeMarks;
    }, 0),
  );
  const place = (s: number) => {
    const higher = scores.filter((x) => x > s).length;
    return {
      rank: higher + 1,
      percentile: Math.floor(((scores.length - higher) * 10_000) / scores.length) / 100,
    };
  };
  return scores.map((score) => ({ score, ...place(score) }));
}

describe("a live mock's final key re-scores and re-ranks every candidate (issue 33)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp((c) => AttemptsAppModule.forRoot(c));
  });
  afterAll(() => t.close());

  it('changes one key and drops one question for 1,000 candidates: results, percentiles and notices agree with a recomputation, and a replay rebuilds them', async () => {
    // given 1,000 candidates' submitted papers (stored as the exam screen's saves leave them) in a live mock
    const quizId = new Types.ObjectId().toString();
    const random = seeded(33);
    const userIds = Array.from({ length: CANDIDATES }, () => new Types.ObjectId().toString());
    const answers = userIds.map(() => KEY.map(() => (random() < 0.2 ? null : Math.floor(random() * 4))));
    const now = new Date();
    await t
      .db('attempts')
      .collection('exam_sessions')
      .insertMany(
        userIds.map((userId, n) => ({
          _id: progressKey(userId, quizId) as never,
          sessionId: `fixture-${n}`,
          userId,
          quizId,
          quizName: 'Live Mock 33',
          displayName: `Candidate ${n}`,
          division: 'Abhyudaya',
          subject: 'Mock Tests',
          status: 'submitted',
          live: true,
          startedAt: now,
          deadline: now,
          sections: [],
          questionCount: KEY.length,
          responses: encodeResponses(
            answers[n].map((option) => ({ option, marked: false, visited: true, seconds: 30 })),
          ),
          seqs: {},
          v: 1,
          startEntry: 'fixture',
          submittedAt: new Date(now.getTime() - 60_000 + n),
          auto: false,
          submitEntry: 'fixture',
          result: null,
          sectionResults: null,
        })),
      );
    // and the mock closed a moment ago: ranked at its close with the provisional key
    await publishExam(t, {
      quizId,
      quizName: 'Live Mock 33',
      answerKey: KEY,
      ...MARKS,
      liveWindow: {
        opensAt: new Date(now.getTime() - 3_600_000).toISOString(),
        closesAt: new Date(now.getTime() - 5_000).toISOString(),
      },
    });
    const standings = t.db('attempts').collection('exam_standings');
    const provisional = recompute(answers, KEY, []);
    await eventually(async () => {
      const doc = await standings.findOne({ _id: quizId as never });
      expect(doc?.releasedAt).toBeTruthy();
      expect(doc?.candidates).toBe(CANDIDATES);
    }, 30_000);

    // when catalog publishes the final key: question 3's key changed, question 6 dropped
    const publishedAt = new Date();
    await t.app.get<EventBus>(EVENT_BUS).publish([
      FinalKeyPublished.create(quizId, {
        quizId,
        quizName: 'Live Mock 33',
        provisionalKey: KEY,
        answerKey: FINAL,
        changed: [CHANGED],
        dropped: [DROPPED],
        challenges: 12,
        publishedAt: publishedAt.toISOString(),
      }),
    ]);
    const final = recompute(answers, FINAL, [DROPPED]);
    const expectedScores = [...new Set(final.map((f) => f.score))]
      .sort((a, b) => b - a)
      .map((score) => ({ score, count: final.filter((f) => f.score === score).length }));
    await eventually(async () => {
      const doc = await standings.findOne({ _id: quizId as never });
      expect(doc?.scores).toEqual(expectedScores);
    }, 30_000);

    // then each result agrees with the recomputation from the candidate's answers (a sample through the API,
    // with candidates who attempted the dropped question and some who did not)
    const exam = examCalls(t);
    const sample = [0, 1, 2, 3, ...Array.from({ length: 16 }, (_, i) => 17 + i * 61)];
    for (const n of sample) {
      const learner = await testToken(t, { userId: userIds[n] });
      const body = (await exam.result(learner, quizId).expect(200)).body;
      const attemptedDropped = answers[n][DROPPED] !== null;
      expect({ n, score: body.result.score, rank: body.rank }).toEqual({
        n,
        score: final[n].score,
        rank: { rank: final[n].rank, candidates: CANDIDATES, percentile: final[n].percentile },
      });
      expect(body.bonus).toEqual(attemptedDropped ? [DROPPED] : []);
      expect(body.finalKeyPublishedAt).toBe(publishedAt.toISOString());
      expect(body.questions[DROPPED]).toMatchObject({ dropped: true, status: attemptedDropped ? 1 : -1 });
      expect(body.questions[CHANGED.questionIndex].correctOption).toBe(CHANGED.to);
    }

    // and exactly the candidates whose score or rank moved have a notice, with both placings
    const moved = userIds.filter(
      (_, n) => final[n].score !== provisional[n].score || final[n].rank !== provisional[n].rank,
    );
    const notices = t.db('attempts').collection('key_notices');
    expect(await notices.countDocuments({ quizId })).toBe(moved.length);
    expect(moved.length).toBeGreaterThan(CANDIDATES / 2);
    const one = userIds.indexOf(moved[0]);
    const learner = await testToken(t, { userId: moved[0] });
    const mine = (
      await t.http().get('/api/exams/key-notices').auth(learner.token, { type: 'bearer' }).expect(200)
    ).body;
    expect(mine).toEqual([
      expect.objectContaining({
        quizId,
        quizName: 'Live Mock 33',
        before: {
          score: provisional[one].score,
          rank: provisional[one].rank,
          percentile: provisional[one].percentile,
        },
        after: { score: final[one].score, rank: final[one].rank, percentile: final[one].percentile },
        candidates: CANDIDATES,
      }),
    ]);

    // and a replay of the final key and the standings from the topics rebuilds the same read models
    await t.settle();
    const snapshot = async () => ({
      finalKeys: await t.db('attempts').collection('final_keys').find({}).sort({ _id: 1 }).toArray(),
      notices: await notices.find({}).sort({ _id: 1 }).toArray(),
      standings: (await standings.find({}).sort({ _id: 1 }).toArray()).map(
        ({ computedAt: _c, ...rest }) => rest,
      ),
    });
    const live = await snapshot();
    await t.runtime.rebuild('attempts.final-keys');
    await t.runtime.rebuild('attempts.exam-standings');
    expect(await snapshot()).toEqual(live);
  }, 120_000);
});
