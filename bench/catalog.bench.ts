// npm run bench:catalog: seeds 10,000 quizzes through the content API into the embedded platform (as
// `npm start` runs it), then prints p50/p99 of getfilteredquizs and getquizbyid at 50 connections
// (autocannon). Prints figures; asserts nothing. BENCH_DURATION (s) sets each run's length.
import autocannon from 'autocannon';
import { adminToken, loggedInLearner } from './support/learners';
import { postJson, startPlatform } from './support/platform-process';

const QUIZZES = Number(process.env.BENCH_QUIZZES ?? 10_000);
// Each call stays under the default 1 MB body limit.
const BATCH = 50;
const LEARNERS = 20;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const DIVISIONS = ['Abhyudaya', 'Udbodh', 'Bauddha Dakshata', 'Business Wisdom', 'Abhyudaya'];
const SUBJECTS = ['Detailed News Analysis', 'Current Affairs', 'NCERT - AEP', 'Mock Tests'];

const question = (i: number) => ({
  question: `Which Article of the Constitution provides for the Finance Commission? (${i})`,
  question_in_hindi: `संविधान का कौन-सा अनुच्छेद वित्त आयोग का प्रावधान करता है? (${i})`,
  options: ['Article 263', 'Article 270', 'Article 280', 'Article 312'],
  options_hindi: ['अनुच्छेद 263', 'अनुच्छेद 270', 'अनुच्छेद 280', 'अनुच्छेद 312'],
  correct_answer: 'Article 280',
  answer_explanation_in_english:
    'Article 280: the President constitutes a Finance Commission every five years.',
  answer_explanation_in_hindi: 'अनुच्छेद 280: राष्ट्रपति प्रत्येक पाँच वर्ष में वित्त आयोग का गठन करते हैं।',
});

function quiz(i: number) {
  return {
    name: `Bench quiz ${i}`,
    description: 'A generated quiz for the benchmark.',
    difficulty: i % 5 === 0 ? 'Free Exploratory Quiz' : 'Premium Quiz',
    division: DIVISIONS[i % DIVISIONS.length],
    subject: SUBJECTS[Math.floor(i / DIVISIONS.length) % SUBJECTS.length],
    createdAt: new Date(Date.now() - (i % 365) * 86_400_000 - 3_600_000).toISOString(),
    questions: Array.from({ length: 10 + (i % 11) }, (_, n) => question(n + 1)),
  };
}

async function run(title: string, opts: autocannon.Options): Promise<void> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  console.log(`\n${title}`);
  console.log(
    `  requests: ${r.requests.total} (2xx ${r['2xx']}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`,
  );
  console.log(
    `  throughput: ${r.requests.average.toFixed(0)} req/s, ${(r.throughput.average / 1_048_576).toFixed(1)} MiB/s`,
  );
  console.log(`  latency: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`);
}

async function main(): Promise<void> {
  const platform = await startPlatform({ SEED_DEMO_CONTENT: 'false' });
  try {
    const base = platform.base;
    console.log(
      `platform pid ${platform.pid} at ${base} (${process.env.KAFKA_BROKERS ? 'Kafka' : 'in-process bus'}, ${process.env.MONGO_URL ? 'MONGO_URL' : 'embedded FerretDB'})`,
    );
    const admin = await adminToken(base);
    const started = Date.now();
    const ids: string[] = [];
    for (let from = 0; from < QUIZZES; from += BATCH) {
      const items = Array.from({ length: BATCH }, (_, k) => quiz(from + k));
      const res = await postJson<{ ids: string[] }>(
        `${base}/api/admin/quizzes/bulk`,
        { quizzes: items },
        admin,
      );
      if (res.status !== 201) throw new Error(`import failed: ${JSON.stringify(res.body)}`);
      ids.push(...res.body.ids);
    }
    console.log(
      `seeded ${ids.length} quizzes in ${((Date.now() - started) / 1000).toFixed(1)} s; rss peak ${platform.peakRssMiB().toFixed(0)} MiB`,
    );

    const tokens: string[] = [];
    for (let i = 0; i < LEARNERS; i++) tokens.push((await loggedInLearner(base, 'catalog', i)).token);
    // Free quizzes (every 5th), so every learner may open them; each (learner, quiz) pair is opened once
    // before measuring, so the run measures serving, not the one-time open record.
    const free = ids.filter((_, i) => i % 5 === 0).slice(0, 100);
    for (const token of tokens)
      await Promise.all(free.map((quizid) => postJson(`${base}/api/quizs/getquizbyid`, { quizid }, token)));
    console.log(`${LEARNERS} learners logged in; ${LEARNERS * free.length} first opens recorded`);

    const query =
      'difficulty=All&subject=Current%20Affairs&classs=Already%20passed%2012th&schoolcode=OpenSchool&email=&chapter=All&division=Abhyudaya';
    const listed = (await (await fetch(`${base}/api/quizs/getfilteredquizs?${query}`)).text()).length;
    await run(
      `getfilteredquizs (Abhyudaya, Current Affairs: ${(listed / 1024).toFixed(0)} KiB answer), visitor`,
      {
        url: `${base}/api/quizs/getfilteredquizs?${query}`,
      },
    );
    let n = 0;
    await run('getfilteredquizs, same filter, logged-in learner (per-quiz canOpen/lockReason)', {
      url: `${base}/api/quizs/getfilteredquizs?${query}`,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, authorization: `Bearer ${tokens[n++ % tokens.length]}` },
          }),
        },
      ],
    });
    await run('getquizbyid, logged-in learners, 100 free quizzes of 10-20 questions', {
      url: `${base}/api/quizs/getquizbyid`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const i = n++;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[i % tokens.length]}`,
              },
              body: JSON.stringify({ quizid: free[i % free.length] }),
            };
          },
        },
      ],
    });
    console.log(`\nembedded process peak RSS (VmHWM): ${platform.peakRssMiB().toFixed(0)} MiB`);
  } finally {
    await platform.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
