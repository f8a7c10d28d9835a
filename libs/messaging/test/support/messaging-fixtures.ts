import { QuizAttempted, type EventEnvelope } from '@exam/contracts';
import { InProcessEventBus, MemoryEventLog } from '../../src';

/** An event to commit with a change: aggregate `q:<n>`, so tests can tell the deliveries apart. */
export const attempted = (n: number) =>
  QuizAttempted.create(`q:${n}`, {
    userId: `u${n}`,
    quizId: `q${n}`,
    kind: 'quiz',
    quizName: 'Quiz',
    division: 'Abhyudaya',
    subject: 'Current Affairs',
    attemptedAt: new Date().toISOString(),
  });

/**
 * A started in-process bus whose subscriber holds the delivery of each event `held` picks (all, unless told)
 * until `release()` is called; `delivered` lists what it has taken, in delivery order.
 */
export async function heldDeliveryBus(
  groupId: string,
  held: (e: EventEnvelope) => boolean = () => true,
): Promise<{ bus: InProcessEventBus; delivered: EventEnvelope[]; release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const delivered: EventEnvelope[] = [];
  const bus = new InProcessEventBus(new MemoryEventLog());
  await bus.subscribe({
    groupId,
    topics: ['attempts.events'],
    handle: async (e) => {
      if (held(e)) await gate;
      delivered.push(e);
    },
  });
  await bus.start();
  return { bus, delivered, release };
}
