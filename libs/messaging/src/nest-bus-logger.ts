import { Logger } from '@nestjs/common';
import type { BusLogger } from './bus-logger';

export function nestBusLogger(context: string): BusLogger {
  const logger = new Logger(context);
  return {
    info: (msg, fields) => logger.log({ msg, ...fields }),
    warn: (msg, fields) => logger.warn({ msg, ...fields }),
    error: (msg, fields) => logger.error({ msg, ...fields }),
  };
}
