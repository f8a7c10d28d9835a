import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class InstanceLockedError extends Error {}

interface LockRecord {
  pid: number;
  port: number;
  startedAt: string;
}

/** A live process that is a platform (on Linux, its command line says so: the pid may have been reused). */
const isRunningPlatform = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.js');
  } catch {
    return true;
  }
};

/**
 * One embedded platform per data folder: two would write the same database files. The lock is a file created
 * exclusively; a lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export function acquireInstanceLock(dataDir: string, port: number): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'platform.lock');
  const record: LockRecord = { pid: process.pid, port, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(record));
      closeSync(fd);
      return () => {
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && isRunningPlatform(holder.pid)) {
        throw new InstanceLockedError(
          `Another platform is already running on this data folder: pid ${holder.pid}, ` +
            `http://localhost:${holder.port}, started ${holder.startedAt} (${file}). ` +
            'Stop it first, or set DATA_DIR to give this one its own data.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new InstanceLockedError(`Could not take the platform lock ${file}.`);
}

function readLock(file: string): LockRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}
