import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** The platform's structured logger: JSON lines from pino, one per event, with the Nest context as a field. */
export function createRootLogger(level: string, name = 'exam-platform'): Logger {
  return pino({ name, level, base: { pid: process.pid } });
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
