import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogLine } from './dev-infra-paths';

/** What to run for a server: built by prepareFerretDb / prepareKafka, run attached or detached. */
export interface LaunchSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Text in /proc/<pid>/cmdline that identifies this server, so a stale pid file never kills a stranger. */
  cmdlineMarker: string;
  /** Run as this user and group (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
}

export interface AttachedProcess {
  pid: number;
  /** Undefined while running; afterwards an error describing the exit plus the last output lines. */
  exitError(): Error | undefined;
  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves once the process is gone. Safe to call twice. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface AttachOptions {
  log: LogLine;
  /** Sees every output line; return false to keep it out of the log. */
  onLine?: (line: string) => boolean | void;
}

/**
 * Runs a server as our child. Why the exit hook: a dev server must never outlive the app or test run
 * that started it. (Signals that kill us outright are covered per server: stdin EOF for FerretDB,
 * the parent-death signal for Kafka.) The child is unref'd so it never keeps the parent alive by itself.
 */
export function spawnAttached(spec: LaunchSpec, opts: AttachOptions): AttachedProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env ?? process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(spec.uid !== undefined ? { uid: spec.uid, gid: spec.gid } : {}),
  });
  const tail: string[] = [];
  let exitError: Error | undefined;
  const exited = new Promise<void>((resolveExit) => {
    // 'close' rather than 'exit': by then stdout/stderr are drained, so the tail is complete.
    child.once('close', (code, signal) => {
      exitError = new Error(
        `${spec.name} exited (${signal ?? `code ${code}`})` +
          (tail.length ? `; output:\n${summarizeOutput(tail)}` : ''),
      );
      resolveExit();
    });
    child.once('error', (e) => {
      exitError = new Error(`${spec.name} could not start (${spec.command}): ${e.message}`);
      resolveExit();
    });
  });
  const onParentExit = (): void => {
    if (!exitError) child.kill('SIGTERM');
  };
  process.on('exit', onParentExit);
  void exited.then(() => process.off('exit', onParentExit));

  for (const stream of [child.stdout, child.stderr]) {
    forEachLine(stream, (line) => {
      tail.push(line);
      if (tail.length > 200) tail.shift();
      if (opts.onLine?.(line) !== false) opts.log(`[${spec.name}] ${line}`);
    });
    unref(stream);
  }
  unref(child.stdin);
  child.unref();

  return {
    pid: child.pid ?? -1,
    exitError: () => exitError,
    async stop(timeoutMs = 15_000) {
      if (exitError) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts a server that outlives this process (for `npm run infra`); output is appended to `logFile`. */
export function spawnDetached(spec: LaunchSpec, logFile: string): number {
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'a');
  try {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      detached: true,
      stdio: ['ignore', fd, fd],
      ...(spec.uid !== undefined ? { uid: spec.uid, gid: spec.gid } : {}),
    });
    child.on('error', () => undefined); // reported below through the missing pid
    child.unref();
    if (child.pid === undefined) throw new Error(`${spec.name} could not start: ${spec.command} not found?`);
    return child.pid;
  } finally {
    closeSync(fd);
  }
}

export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie still answers kill(0); treat it as gone.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** True when `pid` runs the server we think it does (pids get reused after a reboot). */
export function pidMatches(pid: number, cmdlineMarker: string): boolean {
  if (!isPidAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(cmdlineMarker);
  } catch {
    return true; // no /proc: trust the pid file
  }
}

/** SIGTERM, wait, then SIGKILL; resolves once the process is gone. */
export async function stopPid(pid: number, timeoutMs = 30_000): Promise<void> {
  const signal = (s: NodeJS.Signals): void => {
    try {
      process.kill(pid, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isPidAlive(pid)) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      if (!isPidAlive(pid)) return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function readPidFile(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  return Number.isFinite(pid) && pid > 0 ? pid : undefined;
}

/**
 * The lines that say why a server died: error lines plus the exception line after each (a Java stack
 * trace buries them; frames start with whitespace). Falls back to the last lines.
 */
export function summarizeOutput(lines: string[]): string {
  const causes = lines
    .flatMap((l, i) =>
      /\b(ERROR|FATAL|Caused by|level=ERROR)\b/.test(l)
        ? [l, ...(/^\S/.test(lines[i + 1] ?? ' ') ? [lines[i + 1]] : [])]
        : [],
    )
    .slice(-8);
  return (causes.length ? causes : lines.slice(-15)).join('\n') || '(no output)';
}

/** Last lines of a log file, for error messages. */
export function readTail(file: string, lines = 20): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(-lines - 1)
    .join('\n')
    .trimEnd();
}

function forEachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) onLine(part.trimEnd());
  });
  stream.on('end', () => {
    if (buffered.trim()) onLine(buffered.trimEnd());
  });
}

function unref(handle: unknown): void {
  (handle as { unref?: () => void } | null)?.unref?.();
}
