import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandCensus } from '@exam/common';
import type { Request, Response } from 'express';
import mongoose from 'mongoose';

/**
 * Benches only (DB_COMMAND_CENSUS=1): counts the commands of every database connection the platform opened
 * (each service's and the in-process bus's) and answers the counts so far at GET /_bench/db-commands.
 */
export function mountCommandCensus(app: NestExpressApplication): void {
  const census = new CommandCensus();
  const watchAll = () => {
    for (const connection of mongoose.connections) {
      if (connection.readyState === 1) census.watch(connection.getClient());
    }
  };
  watchAll();
  app.use('/_bench/db-commands', (_req: Request, res: Response) => {
    watchAll();
    res.json(census.snapshot());
  });
}
