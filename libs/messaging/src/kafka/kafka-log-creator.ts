import { logLevel, type logCreator } from 'kafkajs';
import type { BusLogger } from '../bus-logger';

/**
 * Routes kafkajs's own logs to the platform logger as warnings: what kafkajs logs as an error it mostly
 * retries itself (a coordinator still loading, a leader moving). Failures that matter are logged by the bus
 * (a crashed consumer, a parked event) at error level.
 */
export function kafkaLogCreator(logger: BusLogger): logCreator {
  return () =>
    ({ level, log }) => {
      const { message, ...fields } = log;
      if (level === logLevel.ERROR || level === logLevel.WARN) logger.warn(`kafka: ${message}`, fields);
    };
}
