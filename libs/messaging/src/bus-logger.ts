/** The little the adapters need from a logger, so they stay free of Nest. */
export interface BusLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const silentBusLogger: BusLogger = { info: () => {}, warn: () => {}, error: () => {} };
