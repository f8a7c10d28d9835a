/**
 * The web apps' API types, generated from the platform's OpenAPI document with openapi-typescript.
 * `api-types.ts`: writes them; `api-types.ts --check`: fails when the committed file is not what the
 * document gives today (npm run lint). Run through @swc-node/register, as write-document.ts needs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
/** One generated file, in the package both web apps share (its aliases: web-theme/src/api/index.ts). */
export const API_TYPES_FILES = [join(root, 'web-theme', 'src', 'api', 'api.gen.ts')];
const HEADER =
  "// Generated from the platform's OpenAPI document by `npm run api:types`: do not edit by hand.\n";

function run(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0) throw new Error(`${args.join(' ')} failed (${done.status})`);
}

/** The types the document gives today. */
function generate(dir: string): string {
  const doc = join(dir, 'openapi.json');
  const out = join(dir, 'api.gen.ts');
  // A development configuration of its own, whatever this shell sets: the document the apps are built against
  // (the development-only routes included), the same on every machine.
  const env = { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: join(dir, 'data') };
  run(['-r', '@swc-node/register', join(__dirname, 'write-document.ts'), doc], env);
  run([join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), doc, '--output', out]);
  return HEADER + readFileSync(out, 'utf8');
}

const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
try {
  const types = generate(dir);
  const check = process.argv.includes('--check');
  for (const path of API_TYPES_FILES) {
    const file = relative(root, path);
    if (!check) {
      writeFileSync(path, types);
      continue;
    }
    let committed = '';
    try {
      committed = readFileSync(path, 'utf8');
    } catch {
      // missing: reported below as out of date
    }
    if (committed !== types) {
      process.stderr.write(
        `${file} is not what the platform's OpenAPI document gives today: run \`npm run api:types\` and commit it.\n`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
