import { z } from 'zod';
import { envelopeSchema, type EventActor, type EventDefinition } from './envelope';
import { ALL_EVENTS, CURRENT_EVENTS, isCurrentEvent } from './registry';
import { ALL_TOPICS, deadLetterTopic, isInternalTopic } from './topics';

/** Version of the Kafka bindings of AsyncAPI used below. */
const KAFKA_BINDING = '0.5.0';

const ACTOR_NOTE: Record<EventActor, string> = {
  person: 'actorId is the person who caused it.',
  'person-or-platform':
    'actorId is the person who caused it, or null when the platform or a provider did (a seed, a sweep, a webhook).',
  platform: 'actorId is null: the platform causes it.',
};

const audienceOf = (topic: string) => (isInternalTopic(topic) ? 'internal' : 'analyst');

/** The newest version of an older event's type, with what changed (for an older version's note). */
function supersededNote(def: EventDefinition): string | undefined {
  if (isCurrentEvent(def)) return undefined;
  const current = CURRENT_EVENTS.find((d) => d.type === def.type)!;
  const changes = ALL_EVENTS.filter((d) => d.type === def.type && d.version > def.version && d.changes)
    .map((d) => d.changes)
    .join(' ');
  return `Superseded by version ${current.version}, which producers publish now; still published because older messages on the topic carry it, and consumers read it as version ${current.version}. ${changes}`;
}

/** JSON Schema (2020-12) of one event: the envelope with this event's payload. */
export function eventJsonSchema(def: EventDefinition): Record<string, unknown> {
  const schema = envelopeSchema.extend({
    type: z.literal(def.type),
    version: z.literal(def.version),
    aggregateId: z.string().min(1).describe(`The Kafka message key: ${def.key.describes}.`),
    payload: def.payload,
  });
  const superseded = supersededNote(def);
  return {
    $id: `${def.type}.v${def.version}`,
    title: `${def.type} v${def.version}`,
    description: [def.description, def.changes, ACTOR_NOTE[def.actor], superseded].filter(Boolean).join(' '),
    'x-topic': def.topic,
    'x-audience': audienceOf(def.topic),
    'x-key': def.key.describes,
    'x-actor': def.actor,
    ...(superseded ? { deprecated: true } : {}),
    ...z.toJSONSchema(schema),
  };
}

const messageName = (def: EventDefinition) => `${def.type}.v${def.version}`;
const channelId = (topic: string) => topic.replace(/\./g, '-');

export interface AsyncApiOptions {
  version: string;
  /** The brokers the platform is configured with (KAFKA_BROKERS); the Compose file's broker otherwise. */
  brokers?: readonly string[];
  partitions?: number;
  /** BUS_NAMESPACE: a prefix of every topic on a shared broker ('' in production). */
  namespace?: string;
}

function channelOf(topic: string, options: AsyncApiOptions) {
  const internal = isInternalTopic(topic);
  const service = topic.split('.')[0];
  const address = `${options.namespace ?? ''}${topic}`;
  return {
    address,
    title: internal ? `${service}: internal` : `${service}: for analysts`,
    description: `${
      internal
        ? `Internal: what the ${service} service tells the platform's own services that analysts must not read (contact details, answer keys, chosen options). Never hand it to an analyst.`
        : `The ${service} service's events for analysts and other consumers: learners by id, no contact details, browser ids or answer keys.`
    } Each event type names its key (the aggregate whose events stay in order). Consumers that give up on an event park it on ${deadLetterTopic(address)}.`,
    servers: [{ $ref: '#/servers/broker' }],
    tags: [{ name: internal ? 'internal' : 'analyst' }],
    'x-audience': audienceOf(topic),
    messages: Object.fromEntries(
      ALL_EVENTS.filter((d) => d.topic === topic).map((d) => [
        messageName(d),
        { $ref: `#/components/messages/${messageName(d)}` },
      ]),
    ),
    bindings: {
      kafka: {
        topic: address,
        ...(options.partitions ? { partitions: options.partitions } : {}),
        bindingVersion: KAFKA_BINDING,
      },
    },
  };
}

function messageOf(def: EventDefinition) {
  const superseded = supersededNote(def);
  return {
    name: def.type,
    title: `${def.type} v${def.version}`,
    summary: def.description,
    description: [def.changes, ACTOR_NOTE[def.actor], superseded].filter(Boolean).join(' ') || undefined,
    contentType: 'application/json',
    tags: [{ name: audienceOf(def.topic) }, ...(superseded ? [{ name: 'superseded' }] : [])],
    headers: {
      type: 'object',
      properties: {
        eventId: { type: 'string' },
        type: { const: def.type },
        version: { const: String(def.version) },
      },
    },
    payload: eventJsonSchema(def),
    bindings: {
      kafka: {
        key: { type: 'string', description: `${def.key.describes} (the envelope's aggregateId)` },
        bindingVersion: KAFKA_BINDING,
      },
    },
  };
}

/**
 * The AsyncAPI 3.0 document analysts read: the broker, one channel per topic (analyst or internal) with
 * its Kafka binding, every message each carries with its JSON Schema and its key, and the operations the
 * platform performs. Built from the contracts the services compile against, so it cannot drift from them.
 */
export function asyncApiDocument(options: AsyncApiOptions): Record<string, unknown> {
  const brokers = options.brokers?.length ? options.brokers : ['kafka:9092'];
  const channels = Object.fromEntries(ALL_TOPICS.map((t) => [channelId(t), channelOf(t, options)]));
  const messages = Object.fromEntries(ALL_EVENTS.map((d) => [messageName(d), messageOf(d)]));
  const operations = Object.fromEntries(
    ALL_TOPICS.map((topic) => [
      `publish-${channelId(topic)}`,
      {
        action: 'send',
        channel: { $ref: `#/channels/${channelId(topic)}` },
        summary: `The ${topic.split('.')[0]} service publishes these events through its change log, at least once.`,
        messages: ALL_EVENTS.filter((d) => d.topic === topic).map((d) => ({
          $ref: `#/channels/${channelId(topic)}/messages/${messageName(d)}`,
        })),
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Exam-preparation platform events',
      version: options.version,
      description:
        'Domain events of the platform. Every message is a JSON envelope (eventId, type, version, occurredAt, aggregateId, actorId, correlationId) with its payload; de-duplicate by eventId, since delivery is at least once. The Kafka key is the aggregateId. correlationId is the id of the request (its X-Request-Id) or job that caused the event, carried to every event it leads to. Topics tagged analyst may be handed to analysts; topics tagged internal never. Instants end in At; calendar dates end in Date and are days in Asia/Kolkata; money ends in Rupees.',
      tags: [
        { name: 'analyst', description: 'May be handed to analysts.' },
        { name: 'internal', description: 'For the platform only: never hand it to an analyst.' },
      ],
    },
    servers: {
      broker: {
        host: brokers.join(','),
        protocol: 'kafka',
        description:
          'The Kafka broker the platform publishes to (KAFKA_BROKERS). Without it the embedded platform uses its in-process bus, and this names the Compose broker.',
        bindings: { kafka: { bindingVersion: KAFKA_BINDING } },
      },
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: { messages },
  };
}
