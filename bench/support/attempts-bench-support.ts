// Helpers of bench/attempts.bench.ts: catalog events straight onto Kafka (the catalog service is not
// needed to publish a quiz), and a small worker pool.
import { QuizPublished, TOPICS, type QuizSnapshot } from '@exam/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { Types } from 'mongoose';

export function benchQuiz(name: string, questions: number): QuizSnapshot {
  return {
    quizId: new Types.ObjectId().toString(),
    kind: 'quiz',
    name,
    division: 'Abhyudaya',
    subject: 'Mock Tests',
    // A Mock Test is sat as an exam unless said otherwise (issue 31); these are completed in the player
    mode: 'practice',
    chapter: 'Full syllabus',
    classs: 'Already passed 12th',
    difficulty: 'Free Exploratory Quiz',
    createdAt: new Date().toISOString(),
    accessible: [],
    questionsLength: questions,
    answerKey: Array.from({ length: questions }, (_, i) => (i * 7) % 4),
    marksPerCorrect: 2,
    negativeMarks: 0.66,
  };
}

/** Publishes QuizPublished on the platform's (namespaced) catalog topic, as the catalog service would. */
export async function publishQuizzes(
  brokers: string,
  namespace: string,
  quizzes: QuizSnapshot[],
): Promise<void> {
  const kafka = new Kafka({
    clientId: 'attempts-bench',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  try {
    await producer.send({
      topic: `${namespace}${TOPICS.catalog}`,
      acks: -1,
      messages: quizzes.map((q) => {
        const e = QuizPublished.create(q.quizId, q);
        return {
          key: e.aggregateId,
          value: JSON.stringify(e),
          headers: { eventId: e.eventId, type: e.type, version: String(e.version) },
        };
      }),
    });
  } finally {
    await producer.disconnect();
  }
}

/** Runs fn over items with at most `concurrency` in flight. */
export async function pool<T, R>(
  concurrency: number,
  items: T[],
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i], i);
    }),
  );
  return results;
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 20,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}
