import { ALL_TOPICS, findEventDefinition, type EventEnvelope } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import type { TestApp } from '@exam/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';

/** One message as a consumer of the topic receives it: the topic (without namespace), its key and its value. */
export interface ReadMessage {
  topic: string;
  key: string | null;
  value: string;
}

export interface TopicReader {
  messages: ReadMessage[];
  stop(): Promise<void>;
}

/**
 * Reads every topic of the platform from its start, as an analyst's consumer would: on Kafka with a
 * plain kafkajs consumer of its own (raw keys and bytes off the broker), on the in-process bus with a
 * subscription of its own (the envelope as published, keyed by its aggregateId).
 */
export async function readEveryTopic(t: TestApp): Promise<TopicReader> {
  const messages: ReadMessage[] = [];
  const namespace = t.config.BUS_NAMESPACE ?? '';
  if (!t.config.KAFKA_BROKERS) {
    await t.app.get<EventBus>(EVENT_BUS).subscribe({
      groupId: `test.topic-reader.${randomUUID()}`,
      topics: [...ALL_TOPICS],
      // The in-process bus hands events without their topic: the one their contract names.
      handle: async (e: EventEnvelope) => {
        const topic = findEventDefinition(e.type, e.version)?.topic ?? '(unknown)';
        messages.push({ topic, key: e.aggregateId, value: JSON.stringify(e) });
      },
    });
    return { messages, stop: async () => undefined };
  }
  const kafka = new Kafka({
    clientId: 'event-contract-test',
    brokers: t.config.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  });
  const consumer = kafka.consumer({ groupId: `${namespace}test.topic-reader.${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({
    topics: ALL_TOPICS.map((topic) => `${namespace}${topic}`),
    fromBeginning: true,
  });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      messages.push({
        topic: topic.slice(namespace.length),
        key: message.key?.toString() ?? null,
        value: message.value?.toString() ?? '',
      });
    },
  });
  return { messages, stop: () => consumer.disconnect() };
}
