import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandCensus } from '@exam/common';
import type { Request, Response } from 'express';
import mongoose from 'mongoose';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Benches only (DB_COMMAND_CENSUS=1): counts the commands of every database connection the platform opened
 * (each service's and the in-process bus's) and answers the counts so far at GET /_bench/db-commands; and the
 * main thread's event-loop delay at GET /_bench/event-loop.
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
  // How long the main thread kept timers waiting since the last reading (a request waits as long): a storm's
  // tail latency beside the work that blocked it. Each reading starts the next window.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  app.use('/_bench/event-loop', (_req: Request, res: Response) => {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    res.json({
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    });
    loopDelay.reset();
  });
}
