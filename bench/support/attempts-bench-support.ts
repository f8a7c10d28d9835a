// Helpers of bench/attempts.bench.ts: learners through identity's API, catalog events straight onto Kafka
// (the catalog service is not needed to publish a quiz), and a small worker pool.
import { randomUUID } from 'node:crypto';
import { QuizPublished, TOPICS, type QuizSnapshot } from '@exam/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { Types } from 'mongoose';
import { postJson } from './platform-process';

export type Learner = { userId: string; token: string };

export async function registeredLearner(base: string, i: number): Promise<Learner> {
  const email = `bench.attempts${i}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench@12345';
  const reg = await postJson(`${base}/api/users/register`, {
    name: `Bench Learner ${i}`,
    classs: 'Already passed 12th',
    email,
    mobile: '9000000000',
    state: 'Bihar',
    city: 'Patna',
    password,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const mails = (await (
    await fetch(`${base}/api/dev/mails?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{
    text: string;
  }>;
  const otp = /\b(\d{6})\b/.exec(mails[0].text)![1];
  const verified = await postJson(`${base}/api/users/verificationcheck`, { email, otp });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await postJson<{ token: string; user: { _id: string } }>(`${base}/api/users/login`, {
    email,
    password,
    uniqueBrowserId: `bench-${i}`,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { userId: login.body.user._id, token: login.body.token };
}

export function benchQuiz(name: string, questions: number): QuizSnapshot {
  return {
    quizId: new Types.ObjectId().toString(),
    kind: 'quiz',
    name,
    division: 'Abhyudaya',
    subject: 'Mock Tests',
    chapter: 'Full syllabus',
    classs: 'Already passed 12th',
    difficulty: 'Premium Quiz',
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
