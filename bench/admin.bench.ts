// npm run bench:admin: renders a 50-page PDF through the console's upload call on the embedded platform (as
// `npm start` runs it, dist/ built) and measures the API meanwhile: p50/p99 of the admin quiz list and the
// learner list at 10 connections, first alone, then while the PDF renders in its worker. Prints figures.
import autocannon from 'autocannon';
import PDFDocument from 'pdfkit';
import { adminToken } from './support/learners';
import { postJson, startPlatform } from './support/platform-process';

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 50);
const QUIZZES = 1_000;
const CONNECTIONS = 10;

/** A text-heavy PDF like a day's news analysis: a heading, paragraphs and a ruled table per page. */
function newsPdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const text =
      'The Finance Commission is constituted by the President under Article 280 to recommend the distribution of the net proceeds of taxes between the Union and the States. ';
    for (let p = 1; p <= pages; p++) {
      if (p > 1) doc.addPage();
      doc.fontSize(20).text(`Daily News Analysis, page ${p}`).moveDown();
      doc.fontSize(11).text(text.repeat(12), { align: 'justify' }).moveDown();
      for (let r = 0; r < 8; r++) doc.rect(48, 520 + r * 28, 500, 28).stroke();
    }
    doc.end();
  });
}

const listUrls = (base: string) => [
  `${base}/api/admin/quizzes?range=%5B0%2C24%5D&sort=%5B%22name%22%2C%22ASC%22%5D&filter=%7B%22q%22%3A%22quiz%201%22%7D`,
  `${base}/api/quizs/getfilteredquizs?difficulty=All&subject=Current%20Affairs&classs=Already%20passed%2012th&division=Abhyudaya`,
];

function load(base: string, token: string, until?: Promise<unknown>): Promise<autocannon.Result> {
  const urls = listUrls(base);
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: urls[0],
        connections: CONNECTIONS,
        duration: until ? 600 : 10,
        requests: [
          {
            setupRequest: (req) => {
              const url = new URL(urls[n++ % urls.length]);
              return {
                ...req,
                path: url.pathname + url.search,
                headers: { ...req.headers, authorization: `Bearer ${token}` },
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    void until?.finally(() => instance.stop());
  });
}

const show = (title: string, r: autocannon.Result) =>
  console.log(
    `${title}: ${r.requests.total} requests (non-2xx ${r.non2xx}), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`,
  );

async function main(): Promise<void> {
  const platform = await startPlatform(
    { SEED_DEMO_CONTENT: 'false', DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/bench-admin-data' },
    Number(process.env.BENCH_PORT ?? 3142),
  );
  try {
    const base = platform.base;
    const admin = await adminToken(base);
    for (let from = 0; from < QUIZZES; from += 50) {
      const quizzes = Array.from({ length: 50 }, (_, k) => ({
        name: `Bench quiz ${from + k}`,
        difficulty: 'Free Exploratory Quiz',
        division: 'Abhyudaya',
        subject: 'Current Affairs',
        questions: [{ question: `Question ${from + k}?`, options: ['Yes', 'No'], correct_answer: 'Yes' }],
      }));
      const res = await postJson(`${base}/api/admin/quizzes/bulk`, { quizzes }, admin);
      if (res.status !== 201) throw new Error(`seed failed: ${JSON.stringify(res.body)}`);
    }
    const pdf = await newsPdf(PAGES);
    console.log(
      `platform pid ${platform.pid}; ${QUIZZES} quizzes; PDF of ${PAGES} pages, ${(pdf.length / 1024).toFixed(0)} KiB`,
    );

    await load(base, admin, new Promise((r) => setTimeout(r, 5_000))); // warm-up: JIT, caches
    show('API alone (admin list + learner list, 10 connections, 10 s)', await load(base, admin));

    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'news.pdf');
      const started = Date.now();
      const res = await fetch(`${base}/api/admin/uploads`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      });
      const body = (await res.json()) as { pages?: unknown[]; message?: string };
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body.message}`);
      return { ms: Date.now() - started, pages: body.pages?.length ?? 0 };
    };
    const alone = await upload();
    console.log(`\nupload + render, API idle: ${alone.pages} pages in ${(alone.ms / 1000).toFixed(1)} s`);
    const rendering = upload();
    const during = await load(base, admin, rendering);
    const { ms, pages } = await rendering;
    console.log(`upload + render under API load: ${pages} pages in ${(ms / 1000).toFixed(1)} s`);
    show('API during the render', during);
    console.log(`\nembedded process peak RSS (VmHWM): ${platform.peakRssMiB().toFixed(0)} MiB`);
  } finally {
    await platform.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
