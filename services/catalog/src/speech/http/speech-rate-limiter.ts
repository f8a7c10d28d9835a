import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { SPEECH_LIMITS, SPEECH_MESSAGES, type SpeechLimits } from '../speech.constants';

/**
 * Speech is open to visitors (the demo) and a synthesis costs CPU: each client (IP address) gets a number of
 * syntheses per minute, then 429 with Retry-After. Answers from the cache are not counted, so a classroom
 * behind one address reading the same questions is not held back. Counted per instance, in memory.
 */
@Injectable()
export class SpeechRateLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(SPEECH_LIMITS) limits: SpeechLimits) {
    this.limiter = new RateLimiterMemory({ points: limits.perMinute, duration: 60 });
  }

  async consume(client: string, res: Response): Promise<void> {
    try {
      await this.limiter.consume(client);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      res.setHeader('Retry-After', String(Math.ceil(e.msBeforeNext / 1000)));
      throw new HttpException(SPEECH_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
