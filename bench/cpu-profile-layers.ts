// npx tsx bench/cpu-profile-layers.ts FILE.cpuprofile [MARKER]: where a platform's main thread spent its
// CPU during a storm, by layer (self time: the function on top of the stack), from a profile written by
// `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench:attempts`. The storm is the span in which
// MARKER (a function name, default completeQuiz) is seen on a stack, plus the 1.5 s its read models take.
// Issue 36 asked how much of the platform's CPU per completion is HTTP handling: the "HTTP framework" line.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Packages (or Node's own modules) by layer; what is in none of them is counted under "everything else". */
const LAYERS: Record<string, string[]> = {
  'HTTP framework: Express': ['express', 'router', 'body-parser', 'raw-body', '@nestjs/platform-express'],
  'HTTP framework: Fastify': ['fastify', 'find-my-way', '@nestjs/platform-fastify', '@fastify/middie'],
  'HTTP helpers (helmet, compression, path-to-regexp, type-is, ...)': [
    'helmet',
    'compression',
    'path-to-regexp',
    'on-finished',
    'type-is',
    'qs',
    'content-type',
    'iconv-lite',
    'mime-types',
    'negotiator',
    'accepts',
    'parseurl',
    'proxy-addr',
  ],
  "Node's HTTP and sockets": ['node:_http_server', 'node:_http_outgoing', 'node:_http_incoming'],
  'NestJS core (routing, guards, pipes, CQRS)': ['@nestjs/core', '@nestjs/common', '@nestjs/cqrs'],
  'validation (class-validator, class-transformer, zod)': ['class-validator', 'class-transformer', 'zod'],
  'tokens (jsonwebtoken)': ['jsonwebtoken', 'jws'],
  'database driver (mongodb, bson)': ['mongodb', 'bson'],
};

/** The package (node_modules/<name>), Node module (node:…) or native name a frame belongs to. */
function ownerOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName === '(garbage collector)' ? 'gc' : `native ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  return url.startsWith('node:') ? url : 'the platform (its bundle)';
}

function main(): void {
  const [file, marker = 'completeQuiz'] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpu-profile-layers.ts FILE.cpuprofile [MARKER]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const hasMarker = new Map<number, boolean>();
  const marked = (id: number | undefined): boolean => {
    if (id === undefined) return false;
    if (!hasMarker.has(id))
      hasMarker.set(id, byId.get(id)!.callFrame.functionName === marker || marked(parentOf.get(id)));
    return hasMarker.get(id)!;
  };
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  const hits = times.filter((_, i) => marked(profile.samples[i]));
  if (!hits.length) throw new Error(`no sample has ${marker} on its stack`);
  const [from, to] = [Math.min(...hits) - 200_000, Math.max(...hits) + 1_500_000];
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const spent = profile.timeDeltas[i + 1] ?? 0;
    if (times[i] < from || times[i] > to || frame.functionName === '(idle)') return;
    busy += spent;
    const owner = ownerOf(frame);
    const layer = Object.keys(LAYERS).find((l) => LAYERS[l].includes(owner)) ?? owner;
    self.set(layer, (self.get(layer) ?? 0) + spent);
  });
  console.log(
    `${file}: ${(busy / 1000).toFixed(0)} ms busy in the storm's ${((to - from) / 1e6).toFixed(1)} s`,
  );
  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  for (const layer of [...Object.keys(LAYERS), 'gc'])
    console.log(`  ${share(self.get(layer) ?? 0)}  ${layer}`);
  const rest = [...self].filter(([l]) => !(l in LAYERS) && l !== 'gc').sort((a, b) => b[1] - a[1]);
  console.log(`  ${share(rest.reduce((s, [, us]) => s + us, 0))}  everything else, most first:`);
  for (const [owner, us] of rest.slice(0, 8)) console.log(`    ${share(us)}  ${owner}`);
}

main();
