import type { LoggerService } from '@nestjs/common';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The platform's structured logger: JSON lines from pino, one per event, with the Nest context as a field; readable
 * lines (pino-pretty) when a person watches a terminal in development.
 */
export function createRootLogger(
  level: string,
  name = 'exam-platform',
  pretty = wantsReadableLogs(),
): Logger {
  const options = { name, level, base: { pid: process.pid } };
  const readable = pretty ? readableStream() : undefined;
  return readable ? pino(options, readable) : pino(options);
}

/** A terminal in development gets readable lines; files, pipes, production and LOG_FORMAT=json get JSON. */
export function wantsReadableLogs(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
) {
  return terminal && env.NODE_ENV !== 'production' && env.LOG_FORMAT !== 'json';
}

/** pino-pretty is a development dependency: a production image without it logs JSON. Synchronous, no worker. */
function readableStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(__filename)('pino-pretty') as (o: object) => DestinationStream;
    return pretty({
      colorize: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,name,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    if (typeof message === 'object' && message !== null)
      this.root.error({ context: context ?? trace, ...message });
    else this.root.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace', message: unknown, context?: string): void {
    if (typeof message === 'object' && message !== null) this.root[level]({ context, ...message });
    else this.root[level]({ context }, String(message));
  }
}
