// The distributed test's deployment and calls: one start of the distributed mode (Kafka, PostgreSQL with
// FerretDB, two replicas of each service, the nginx edge) on ports of its own, or the one a wrapper
// already started (DIST_ATTACH=1 with its DIST_* settings, as `npm run test:distributed` does).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from '@exam/dev-infra';
import { DistributedDeployment } from '../../../../scripts/distributed/deployment';
import { NGINX } from '../../../../scripts/distributed/edge-process';
import { settingsFromEnv } from '../../../../scripts/distributed/settings';
import { scrape, type Samples } from '../../../../scripts/distributed/metrics-text';
import type { Learner } from '../../../../bench/support/learners';

/** Per handler and replica; low enough for the X-Forwarded-For case to reach it, high enough for the rest. */
export const TEST_AUTH_LIMIT = 120;

/** Why the distributed test cannot run here (nginx or PostgreSQL missing), or null. */
export function missingForDistributed(): string | null {
  if (!existsSync(NGINX)) return `nginx (${NGINX})`;
  try {
    postgresBinDir();
  } catch {
    return 'PostgreSQL (/usr/lib/postgresql/<major>/bin)';
  }
  return null;
}

export interface TestDeployment {
  d: DistributedDeployment;
  close(): Promise<void>;
}

/** Attaches to a running deployment (DIST_ATTACH=1) or starts one on the test's own ports. */
export async function deploymentForTest(): Promise<TestDeployment> {
  if (process.env.DIST_ATTACH === '1')
    return { d: new DistributedDeployment(settingsFromEnv()), close: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'distributed-test-'));
  const settings = settingsFromEnv({
    DIST_DATA_DIR: dataDir,
    DIST_KAFKA_PORT: '19192',
    DIST_MONGO_PORT: '28117',
    DIST_SERVICE_PORT: '4101',
    DIST_EDGE_PORT: '8580',
  });
  settings.serviceEnv = { RATE_LIMIT_AUTH_PER_MINUTE: String(TEST_AUTH_LIMIT) };
  const d = new DistributedDeployment(settings, () => undefined);
  const close = async () => {
    await d.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await d.start();
  } catch (e) {
    await close();
    throw e;
  }
  return { d, close };
}

export const auth = (l: { token: string }) => ({ authorization: `Bearer ${l.token}` });

/** A call through the edge or to one replica; network errors answer 'cut off' instead of throwing. */
export async function call<T = unknown>(
  base: string,
  path: string,
  opts: { body?: unknown; learner?: Learner; method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number | 'cut off'; body: T }> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.learner ? auth(opts.learner) : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T,
    };
  } catch (e) {
    // The body says why (the connection was refused, reset, closed...), for the test's output.
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 'cut off' as const,
      body: `${opts.method ?? 'call'} ${path}: ${cause?.code ?? ''} ${cause?.message ?? (e as Error).message}` as T,
    };
  }
}

/** Every replica's metrics, by replica name. */
export async function metricsOfAll(d: DistributedDeployment): Promise<Map<string, Samples>> {
  const all = new Map<string, Samples>();
  for (const r of d.replicas) all.set(r.name, await scrape(r.url));
  return all;
}

/** Runs fn over items, `concurrency` at a time. */
export async function pool<T>(concurrency: number, items: T[], fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i], i);
    }),
  );
}

/** A quiz created and published through the edge's content API (catalog). */
export async function publishQuiz(
  base: string,
  admin: Learner,
  over: { name: string; difficulty?: string; subject?: string; answers: string[] },
): Promise<string> {
  const options = ['Article 263', 'Article 270', 'Article 280', 'Article 312'];
  const made = await call<{ id: string }>(base, '/api/admin/quizzes', {
    learner: admin,
    body: {
      name: over.name,
      difficulty: over.difficulty ?? 'Free Exploratory Quiz',
      subject: over.subject ?? 'Mock Tests',
      // A Mock Test is sat as an exam unless said otherwise (issue 31); these are completed in the player
      mode: 'practice',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      questions: over.answers.map((correct, i) => ({
        question: `Which Article provides for the Finance Commission? (${i + 1})`,
        options,
        correct_answer: correct,
      })),
    },
  });
  if (made.status !== 201) throw new Error(`quiz not created: ${made.status} ${JSON.stringify(made.body)}`);
  const published = await call(base, `/api/admin/quizzes/${made.body.id}/publish`, {
    learner: admin,
    body: {},
  });
  if (published.status !== 201) throw new Error(`quiz not published: ${JSON.stringify(published.body)}`);
  return made.body.id;
}

const PAYMENT_SCOPE = 'Abhyudaya-Already passed 12th';

/** Subscribes to the Monthly Abhyudaya plan as the learner app does: create, pay on the local checkout, verify. */
export async function subscribeMonthly(base: string, learner: Learner): Promise<number | 'cut off'> {
  const cards = await call<{ plans: Array<{ billingCycle: string; plan_id: string; total_count: number }> }>(
    base,
    '/api/payment/plans?division=Abhyudaya',
  );
  const plan = cards.body.plans.find((p) => p.billingCycle === 'Monthly')!;
  const created = await call<{ data: { id: string } }>(base, '/api/payment/aepsubscription', {
    learner,
    body: {
      plan_id: plan.plan_id,
      userId: learner.userId,
      total_count: plan.total_count,
      DivisonAndClass: PAYMENT_SCOPE,
    },
  });
  if (created.status !== 201) return created.status;
  const paid = await call<object>(base, `/api/payment/dev-checkout/${created.body.data.id}/pay`, {
    body: {},
  });
  if (paid.status !== 200) return paid.status;
  const verified = await call(base, '/api/payment/aepverify', {
    learner,
    body: { ...paid.body, userId: learner.userId, emailPlan: 'Monthly', paidfor: PAYMENT_SCOPE },
  });
  return verified.status;
}
