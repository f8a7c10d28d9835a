import type { Provider } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { EVENT_BUS, type EventBus } from '../event-bus.port';
import { nestBusLogger } from '../nest-bus-logger';
import { ChangeLog } from './change-log';
import { ChangeLogs } from './change-logs';
import type { StoredChangeLogEntry } from './stored-entry';

export const CHANGE_LOG_COLLECTION = 'change_log';

/**
 * The service's ChangeLog, on its own database connection; the messaging runtime starts, stops and drains
 * it with the bus (ChangeLogs). Capabilities register their appliers on it (in onModuleInit).
 */
export function changeLogProvider(connectionName: string): Provider {
  return {
    provide: ChangeLog,
    inject: [getConnectionToken(connectionName), EVENT_BUS, ChangeLogs],
    useFactory: (connection: Connection, bus: EventBus, logs: ChangeLogs) => {
      const collection = () => {
        const db = connection.db;
        if (!db) throw new Error(`${connectionName}: the database connection is not open`);
        return db.collection<StoredChangeLogEntry>(CHANGE_LOG_COLLECTION);
      };
      const log = new ChangeLog(
        connectionName,
        collection,
        bus,
        nestBusLogger(`ChangeLog:${connectionName}`),
      );
      logs.register(log);
      return log;
    },
  };
}
