import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Topic } from '@exam/contracts';
import { EVENT_BUS, type EventBus } from '@exam/messaging';
import { eventually } from './eventually';
import type { TestApp } from './test-app';

export interface EventCounter {
  /** How many times this event id was delivered to the counter (repeats counted, not de-duplicated). */
  times(eventId: string): number;
  /**
   * Publishes a fresh copy (new id) of each event, on its topic and key, and waits until the counter has
   * them: whatever was published before on those partitions has been counted by then. The copies are
   * real events, which the read models handle too: check those before.
   */
  caughtUpWith(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * A consumer group of its own, reading the topics from their start (Kafka's beginning, or the in-process
 * bus's log), that counts deliveries by event id: how a test tells "published once" from "twice".
 */
export async function countEvents(t: TestApp, topics: readonly Topic[]): Promise<EventCounter> {
  const counts = new Map<string, number>();
  const bus = t.app.get<EventBus>(EVENT_BUS);
  await bus.subscribe({
    groupId: `test.event-counter.${randomUUID()}`,
    topics: [...topics],
    handle: async (e) => void counts.set(e.eventId, (counts.get(e.eventId) ?? 0) + 1),
  });
  const times = (eventId: string) => counts.get(eventId) ?? 0;
  return {
    times,
    async caughtUpWith(events) {
      const markers = events.map((e) => ({ ...e, eventId: randomUUID() }));
      await bus.publish(markers);
      await eventually(() => {
        if (markers.some((m) => times(m.eventId) === 0)) throw new Error('the counter has not caught up yet');
      });
    },
  };
}
