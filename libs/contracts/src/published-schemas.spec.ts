import { asyncApiDocument, eventJsonSchema } from './published-schemas';
import { ALL_EVENTS } from './registry';
import { ALL_TOPICS } from './topics';
import { QuizCompleted, QuizCompletedV1 } from './attempts/attempts.events';
import { decodeEvent } from './registry';

describe('published event schemas', () => {
  const doc = asyncApiDocument('1.0.0') as {
    channels: Record<string, { address: string; messages: Record<string, unknown> }>;
    components: {
      messages: Record<string, { payload: { properties: Record<string, unknown>; required: string[] } }>;
    };
  };

  it('has one channel per topic and lists every event on its own topic', () => {
    expect(Object.values(doc.channels).map((c) => c.address)).toEqual([...ALL_TOPICS]);
    const listed = Object.values(doc.channels).flatMap((c) => Object.keys(c.messages));
    expect(listed.sort()).toEqual(ALL_EVENTS.map((d) => `${d.type}.v${d.version}`).sort());
  });

  it("describes each event's envelope and payload fields", () => {
    const completed = doc.components.messages['QuizCompleted.v1'].payload;
    expect(completed.required).toEqual(
      expect.arrayContaining(['eventId', 'type', 'version', 'occurredAt', 'aggregateId', 'payload']),
    );
    const payload = (
      eventJsonSchema(QuizCompleted).properties as Record<string, { properties: Record<string, unknown> }>
    ).payload;
    expect(Object.keys(payload.properties)).toEqual(
      expect.arrayContaining(['attemptId', 'score', 'ranked', 'correctAnswers']),
    );
  });

  it('keeps QuizCompleted v1 published and read beside v2, which adds the per-question fields', () => {
    expect(doc.components.messages['QuizCompleted.v1']).toBeDefined();
    const v2 = doc.components.messages['QuizCompleted.v2'].payload as unknown as {
      properties: { payload: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(v2.properties.payload.properties)).toEqual(
      expect.arrayContaining(['chapter', 'answers', 'statuses', 'confidence']),
    );
    const v1 = QuizCompletedV1.create('u:q', {
      userId: 'u',
      quizId: 'q',
      kind: 'quiz',
      quizName: 'Q',
      division: 'Abhyudaya',
      subject: 'History',
      attemptId: 'a',
      totalQuestions: 1,
      attemptedQuestions: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      score: 1,
      ranked: true,
      startedAt: null,
      endedAt: null,
      completedAt: new Date().toISOString(),
    });
    expect(QuizCompleted.is(decodeEvent(JSON.stringify(v1)))).toBe(true);
  });

  it('publishes the learning events', () => {
    for (const name of ['MistakeRecorded', 'ReviewAnswered', 'BookmarkAdded', 'BookmarkRemoved'])
      expect(doc.components.messages[`${name}.v1`]).toBeDefined();
  });
});
