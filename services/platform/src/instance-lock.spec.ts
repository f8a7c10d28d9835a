import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock';

describe('one embedded platform per data folder', () => {
  it('refuses a second platform while the first runs, naming the first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // The first platform: another live process holding the lock.
    const holder = spawn(process.execPath, [
      '-e',
      'setTimeout(() => {}, 30000)',
      'dist/services/platform/main.js',
    ]);
    writeFileSync(
      join(dir, 'platform.lock'),
      JSON.stringify({ pid: holder.pid, port: 3000, startedAt: '2026-11-23T10:00:00.000Z' }),
    );
    try {
      expect(() => acquireInstanceLock(dir, 3001)).toThrow(InstanceLockedError);
      expect(() => acquireInstanceLock(dir, 3001)).toThrow(`pid ${holder.pid}, http://localhost:3000`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose pid now belongs to another program', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'platform.lock'), JSON.stringify({ pid: 1, port: 3000, startedAt: 'x' }));
    expect(() => acquireInstanceLock(dir, 3001)()).not.toThrow();
  });

  it('takes over a lock left by a process that no longer runs, and releases its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(join(dir, 'platform.lock'), JSON.stringify({ pid: gone.pid, port: 3000, startedAt: 'x' }));
    const release = acquireInstanceLock(dir, 3001);
    expect(existsSync(join(dir, 'platform.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'platform.lock'))).toBe(false);
  });
});
