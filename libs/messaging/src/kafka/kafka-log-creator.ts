import { logLevel, type logCreator } from 'kafkajs';
import type { BusLogger } from '../bus-logger';

/** Routes kafkajs's own logs to the platform logger (warnings and errors only). */
export function kafkaLogCreator(logger: BusLogger): logCreator {
  return () =>
    ({ level, log }) => {
      const { message, ...fields } = log;
      if (level === logLevel.ERROR || level === logLevel.NOTHING) logger.error(`kafka: ${message}`, fields);
      else if (level === logLevel.WARN) logger.warn(`kafka: ${message}`, fields);
    };
}
