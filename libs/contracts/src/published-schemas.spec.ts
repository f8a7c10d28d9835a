import { asyncApiDocument, eventJsonSchema } from './published-schemas';
import { ALL_EVENTS, CURRENT_EVENTS, decodeEvent } from './registry';
import { ALL_TOPICS, INTERNAL_TOPICS } from './topics';
import { QuizCompleted, QuizCompletedV1 } from './attempts/attempts.events';

type Doc = {
  servers: Record<string, { host: string; protocol: string }>;
  channels: Record<
    string,
    { address: string; tags: Array<{ name: string }>; messages: Record<string, unknown>; bindings: unknown }
  >;
  components: {
    messages: Record<
      string,
      {
        bindings: { kafka: { key: { description: string } } };
        tags: Array<{ name: string }>;
        description?: string;
        payload: { properties: Record<string, { properties: Record<string, unknown> }>; required: string[] };
      }
    >;
  };
};

describe('published event schemas', () => {
  const doc = asyncApiDocument({ version: '2.0.0', brokers: ['broker-1:9092'], partitions: 6 }) as Doc;

  it('has one channel per topic, each with its Kafka binding on the broker, and lists every event on its topic', () => {
    expect(Object.values(doc.channels).map((c) => c.address)).toEqual([...ALL_TOPICS]);
    expect(doc.servers.broker).toMatchObject({ host: 'broker-1:9092', protocol: 'kafka' });
    expect(doc.channels['catalog-events'].bindings).toEqual({
      kafka: { topic: 'catalog.events', partitions: 6, bindingVersion: '0.5.0' },
    });
    const listed = Object.values(doc.channels).flatMap((c) => Object.keys(c.messages));
    expect(listed.sort()).toEqual(ALL_EVENTS.map((d) => `${d.type}.v${d.version}`).sort());
  });

  it('marks the internal topics internal and the others for analysts', () => {
    const tagOf = (topic: string) =>
      Object.values(doc.channels)
        .find((c) => c.address === topic)!
        .tags.map((t) => t.name);
    for (const topic of Object.values(INTERNAL_TOPICS)) expect(tagOf(topic)).toEqual(['internal']);
    expect(tagOf('billing.events')).toEqual(['analyst']);
  });

  it("documents every event's key in its Kafka binding", () => {
    expect(doc.components.messages['QuizCompleted.v3'].bindings.kafka.key.description).toMatch(
      /<userId>:<quizId>/,
    );
    expect(doc.components.messages['QuizCompletionRescored.v1'].bindings.kafka.key.description).toMatch(
      /<userId>:<quizId>/,
    );
  });

  it("describes each event's envelope and payload fields", () => {
    const completed = doc.components.messages['QuizCompleted.v3'].payload;
    expect(completed.required).toEqual(
      expect.arrayContaining(['eventId', 'type', 'version', 'occurredAt', 'aggregateId', 'payload']),
    );
    const payload = (
      eventJsonSchema(QuizCompleted).properties as Record<string, { properties: Record<string, unknown> }>
    ).payload;
    expect(Object.keys(payload.properties)).toEqual(
      expect.arrayContaining(['attemptId', 'score', 'ranked', 'correctAnswers', 'questionCount', 'statuses']),
    );
    expect(Object.keys(payload.properties)).not.toContain('answers');
  });

  it('keeps the older versions published, marked superseded with what changed', () => {
    for (const name of ['QuizCompleted.v1', 'QuizCompleted.v2', 'UserRegistered.v1', 'QuizPublished.v1']) {
      const message = doc.components.messages[name];
      expect(message.tags.map((t) => t.name)).toContain('superseded');
      expect(message.description).toMatch(/Superseded by version \d/);
    }
    expect(doc.components.messages['UserRegistered.v1'].description).toMatch(/drops email, name and mobile/);
    expect(CURRENT_EVENTS.map((d) => d.type).sort()).toEqual(
      [...new Set(ALL_EVENTS.map((d) => d.type))].sort(),
    );
  });

  it('reads a version 1 completion as version 3', () => {
    const v1 = QuizCompletedV1.create('u:q', {
      userId: 'u',
      quizId: 'q',
      kind: 'quiz',
      quizName: 'Q',
      division: 'Abhyudaya',
      subject: 'History',
      attemptId: 'a',
      totalQuestions: 4,
      attemptedQuestions: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      score: 1,
      ranked: true,
      startedAt: null,
      endedAt: null,
      completedAt: new Date().toISOString(),
    });
    const read = decodeEvent(JSON.stringify(v1));
    expect(QuizCompleted.is(read)).toBe(true);
    expect(read).toMatchObject({ version: 1, payload: { questionCount: 4, attemptId: 'a' } });
    expect(read.payload).not.toHaveProperty('totalQuestions');
  });
});
