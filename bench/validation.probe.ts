// npx tsx bench/validation.probe.ts: the CPU the platform's validation pipe (createValidationPipe) spends on a
// completequiz body of 100 answers, with class-validator's metadata lookups as they come (A) and remembered per
// class (B, validation-metadata-cache.ts), in alternating rounds of one process (the machine is shared:
// compare the lines, not the absolute figures). Every DTO file of services/ and libs/ is loaded first, so the
// metadata storage holds as many classes as the platform's. Issue 36.
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe } from '../libs/common/src/http/validation';
import {
  forgetValidationMetadata,
  rememberValidationMetadata,
} from '../libs/common/src/http/validation-metadata-cache';
import { CompleteQuizRequestDto } from '../services/attempts/src/completion/commands/complete-quiz/complete-quiz.request.dto';

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 8);
const PER_ROUND = Number(process.env.PROBE_OPS ?? 5_000);

/** The source files with class-validator decorators (not tests), so the storage holds them all. */
function dtoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'node_modules' ? [] : dtoFiles(path);
    return path.endsWith('.ts') &&
      !path.endsWith('.spec.ts') &&
      readFileSync(path, 'utf8').includes("from 'class-validator'")
      ? [path]
      : [];
  });
}

const root = join(__dirname, '..');
const files = [...dtoFiles(join(root, 'services')), ...dtoFiles(join(root, 'libs'))];

const asCompletion: ArgumentMetadata = { type: 'body', metatype: CompleteQuizRequestDto };
const answers = Array.from({ length: 100 }, (_, i) => ({ option: i % 7 === 0 ? null : i % 4 }));
/** bench:attempts' body (its answers shared: the pipe hands them over as they came, unchanged). */
const body = () => ({
  userId: '66a1b2c3d4e5f60718293a4b',
  quizId: '66b2c3d4e5f60718293a4b5c',
  attemptId: '0f7c2a1e-3b7d-4c55-9a51-2d9c4f0e8b61',
  answers,
  correctAnswers: 100,
});

const pipe = createValidationPipe();
const variants = [
  { label: "A class-validator's lookups", set: () => forgetValidationMetadata() },
  { label: 'B lookups remembered per class', set: () => rememberValidationMetadata() },
];

/** CPU µs per validation over n validations (the body's making counted apart and taken off). */
async function perValidation(n: number): Promise<number> {
  const bodies = Array.from({ length: n }, body);
  const start = process.cpuUsage();
  for (const b of bodies) await pipe.transform(b, asCompletion);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}

/** What the pipe answers: the DTO, and the message of a bad body (the same under A and B). */
async function answersOf(): Promise<string> {
  const ok = JSON.stringify(await pipe.transform(body(), asCompletion));
  const bad = await pipe
    .transform({ ...body(), attemptId: 'x y', answers: [{ option: 'a' }] }, asCompletion)
    .catch((e: Error) => e.message);
  return `${ok} ${String(bad)}`;
}

async function main() {
  for (const file of files) await import(file);
  const seen = variants.map(() => [] as number[]);
  const answered = new Set<string>();
  for (const v of variants) {
    v.set();
    answered.add(await answersOf());
    await perValidation(PER_ROUND); // warm-up
  }
  for (let r = 0; r < ROUNDS; r++)
    for (const [i, v] of variants.entries()) {
      v.set();
      seen[i].push(await perValidation(PER_ROUND));
    }
  const median = (l: number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)];
  console.log(`${files.length} DTO files loaded; ${ROUNDS} rounds of ${PER_ROUND} validations each`);
  for (const [i, v] of variants.entries())
    console.log(
      `${v.label.padEnd(32)} median ${median(seen[i]).toFixed(1)} µs CPU per validation` +
        `  (rounds: ${seen[i].map((x) => x.toFixed(1)).join(' ')})`,
    );
  console.log(answered.size === 1 ? 'A and B answer the same' : 'A and B answer DIFFERENTLY');
}

void main();
