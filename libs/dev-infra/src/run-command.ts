import { spawn } from 'node:child_process';
import type { LogLine } from './dev-infra-paths';

// Maven prints colour codes even in batch mode; keep them out of logs.
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export interface RunCommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  log: LogLine;
  /** Shown in heartbeat lines, e.g. "building FerretDB". */
  label: string;
  /** Hint printed when the tool itself is missing. */
  missingToolHint?: string;
}

/**
 * Runs a one-off build/download tool. Output is forwarded line by line, and a heartbeat line every
 * 15s shows the first (slow) run is still alive. Rejects with the tail of the output on failure.
 */
export function runCommand(command: string, args: string[], opts: RunCommandOptions): Promise<void> {
  const started = Date.now();
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const heartbeat = setInterval(
      () => opts.log(`${opts.label}: still working (${Math.round((Date.now() - started) / 1000)}s)`),
      15_000,
    );
    const emit = (line: string): void => {
      const clean = line.replace(ANSI_COLOURS, '').trimEnd();
      if (!clean.trim()) return;
      tail.push(clean);
      if (tail.length > 30) tail.shift();
      opts.log(`${opts.label}: ${clean}`);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(emit);
      });
      stream.on('end', () => emit(partial));
    }
    child.once('error', (e: NodeJS.ErrnoException) => {
      clearInterval(heartbeat);
      const hint = e.code === 'ENOENT' && opts.missingToolHint ? ` (${opts.missingToolHint})` : '';
      reject(new Error(`${opts.label}: cannot run ${command}: ${e.message}${hint}`));
    });
    child.once('close', (code, signal) => {
      clearInterval(heartbeat);
      if (code === 0) return resolveRun();
      reject(
        new Error(
          `${opts.label} failed: ${command} ${args.join(' ')} exited with ${signal ?? code}\n${tail.join('\n')}`,
        ),
      );
    });
  });
}
