import { spawn, type ChildProcess } from 'node:child_process';

export interface PlatformChild {
  base: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill(): void;
  stop(): Promise<void>;
}

/** The built platform (dist/services/platform/main.js) as its own process, against MONGO_URL. */
export async function startPlatformChild(env: Record<string, string>): Promise<PlatformChild> {
  const child = spawn('node', ['dist/services/platform/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Platform ready')) resolve();
    });
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    base: `http://127.0.0.1:${env.PORT}`,
    child,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
