// npm run fuzz: API fuzzing of the embedded platform from its own OpenAPI document with schemathesis
// (from PyPI, installed into .cache/fuzz-venv), once as a learner and once as the admin. Fails on any 5xx
// answer and on any answer the document does not describe (status, content type, body schema).
// FUZZ_SECONDS bounds each run (default 90); FUZZ_PORT picks the port.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminToken, loggedInLearner } from '../bench/support/learners';
import { startPlatform } from '../bench/support/platform-process';

const SCHEMATHESIS = 'schemathesis==4.32.5';
const VENV = join(process.cwd(), '.cache', 'fuzz-venv');
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 90);
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
].join(',');

function ensureSchemathesis(): string {
  const st = join(VENV, 'bin', 'st');
  const ok = existsSync(st) && spawnSync(st, ['--version'], { encoding: 'utf8' }).stdout.includes('4.32.5');
  if (!ok) {
    console.log(`installing ${SCHEMATHESIS} into ${VENV}`);
    execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
    execFileSync(join(VENV, 'bin', 'pip'), ['install', '--quiet', SCHEMATHESIS], { stdio: 'inherit' });
  }
  return st;
}

function fuzz(st: string, base: string, who: string, token: string): boolean {
  console.log(`\n=== schemathesis as ${who}, ${SECONDS} s`);
  const run = spawnSync(
    st,
    [
      'run',
      `${base}/api/docs-json`,
      '--url',
      base,
      '--header',
      `Authorization: Bearer ${token}`,
      '--checks',
      CHECKS,
      '--max-time',
      String(SECONDS),
      // One worker: with several, CPython 3.11's compiler can crash in schemathesis' threads
      // ("AST constructor recursion depth mismatch"), a tool failure rather than the API's.
      '--workers',
      '1',
      '--request-timeout',
      '20',
      '--seed',
      process.env.FUZZ_SEED ?? '15',
      // The dev mailbox and the local checkout page are development helpers, not the API.
      '--exclude-path-regex',
      '^/api/(dev/|payment/dev-checkout)',
      '--suppress-health-check',
      'all',
      '--warnings',
      'off',
    ],
    // Its cache of crashes goes under .cache/, not into the checkout.
    { stdio: 'inherit', env: { ...process.env, SCHEMATHESIS_HOOKS: '' }, cwd: join(process.cwd(), '.cache') },
  );
  return run.status === 0;
}

async function main(): Promise<void> {
  mkdirSync(join(process.cwd(), '.cache'), { recursive: true });
  const st = ensureSchemathesis();
  const platform = await startPlatform(
    { SEED_DEMO_CONTENT: 'true', LOG_LEVEL: 'error' },
    Number(process.env.FUZZ_PORT) || undefined,
  );
  let passed = false;
  try {
    const learner = await loggedInLearner(platform.base, 'fuzz', 0);
    const admin = await adminToken(platform.base);
    const asLearner = fuzz(st, platform.base, 'a learner', learner.token);
    const asAdmin = fuzz(st, platform.base, 'the admin', admin);
    passed = asLearner && asAdmin;
  } finally {
    await platform.stop();
  }
  console.log(passed ? '\nfuzz: no server error, every answer as documented' : '\nfuzz: FAILED (see above)');
  process.exit(passed ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
