import { asyncApiDocument, eventJsonSchema } from './published-schemas';
import { ALL_EVENTS } from './registry';
import { ALL_TOPICS } from './topics';
import { QuizCompleted } from './attempts/attempts.events';

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
});
