import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@exam/common';
import mongoose from 'mongoose';
import { MessagingRuntime } from '../messaging.runtime';

const STATES = ['disconnected', 'connected', 'connecting', 'disconnecting'];

/** 200 once every database connection and the bus are up, 503 otherwise, naming the parts that are down. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly runtime: MessagingRuntime) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Readiness: database connections and event bus' })
  check(@Res({ passthrough: true }) res: Response) {
    const databases = mongoose.connections
      .filter((c) => c.name)
      .map((c) => ({ name: c.name, state: STATES[c.readyState] ?? 'unknown' }));
    const bus = this.runtime.busHealth();
    const ready =
      this.runtime.isStarted() &&
      bus.connected &&
      databases.length > 0 &&
      databases.every((d) => d.state === 'connected');
    res.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    // Which parts are down, by name, so an operator sees at once what to look at.
    const down = [
      ...databases.filter((d) => d.state !== 'connected').map((d) => `database ${d.name}`),
      ...(bus.connected ? [] : [`event bus (${bus.kind})`]),
    ];
    const status = ready ? 'ok' : this.runtime.isStarted() ? 'unavailable' : 'starting';
    return { status, down, databases, bus, projectors: this.runtime.projectorNames() };
  }
}
