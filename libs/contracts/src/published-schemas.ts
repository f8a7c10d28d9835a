import { z } from 'zod';
import { envelopeSchema, type EventDefinition } from './envelope';
import { ALL_EVENTS } from './registry';
import { ALL_TOPICS, deadLetterTopic } from './topics';

/** JSON Schema (2020-12) of one event: the envelope with this event's payload. */
export function eventJsonSchema(def: EventDefinition): Record<string, unknown> {
  const schema = envelopeSchema.extend({
    type: z.literal(def.type),
    version: z.literal(def.version),
    payload: def.payload,
  });
  return {
    $id: `${def.type}.v${def.version}`,
    title: `${def.type} v${def.version}`,
    description: def.description,
    ...z.toJSONSchema(schema),
  };
}

const messageName = (def: EventDefinition) => `${def.type}.v${def.version}`;

/**
 * The AsyncAPI 3.0 document analysts read: one channel per topic (keyed by aggregate id), the messages each
 * carries with their JSON Schemas, and the operations the platform performs. Built from the contracts the
 * services compile against, so it cannot drift from them.
 */
export function asyncApiDocument(version: string): Record<string, unknown> {
  const channelId = (topic: string) => topic.replace(/\./g, '-');
  const channels = Object.fromEntries(
    ALL_TOPICS.map((topic) => [
      channelId(topic),
      {
        address: topic,
        description: `Events of the ${topic.split('.')[0]} service, keyed by aggregate id (one aggregate's events stay in order). Consumers that give up on an event park it on ${deadLetterTopic(topic)}.`,
        messages: Object.fromEntries(
          ALL_EVENTS.filter((d) => d.topic === topic).map((d) => [
            messageName(d),
            { $ref: `#/components/messages/${messageName(d)}` },
          ]),
        ),
      },
    ]),
  );
  const messages = Object.fromEntries(
    ALL_EVENTS.map((d) => [
      messageName(d),
      {
        name: d.type,
        title: `${d.type} v${d.version}`,
        summary: d.description,
        contentType: 'application/json',
        headers: {
          type: 'object',
          properties: {
            eventId: { type: 'string' },
            type: { const: d.type },
            version: { const: String(d.version) },
          },
        },
        payload: eventJsonSchema(d),
      },
    ]),
  );
  const operations = Object.fromEntries(
    ALL_TOPICS.map((topic) => [
      `publish-${channelId(topic)}`,
      {
        action: 'send',
        channel: { $ref: `#/channels/${channelId(topic)}` },
        summary: `The ${topic.split('.')[0]} service publishes its events through its outbox, at least once.`,
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Exam-preparation platform events',
      version,
      description:
        'Domain events of the platform, for analysts and other consumers. Every message is a JSON envelope (eventId, type, version, occurredAt, aggregateId, actorId, correlationId) with its payload; de-duplicate by eventId, since delivery is at least once.',
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: { messages },
  };
}
