import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { SPEECH_LIMITS, SPEECH_MESSAGES, type SpeechLimits } from './speech.constants';

/**
 * Speech is open to visitors (the demo) and costs CPU: each client (IP address) gets a number of calls per
 * minute, then 429 with Retry-After. Counted per instance, in memory: enough to stop one client hogging it.
 */
@Injectable()
export class SpeechRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(SPEECH_LIMITS) limits: SpeechLimits) {
    this.limiter = new RateLimiterMemory({ points: limits.perMinute, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    try {
      await this.limiter.consume(req.ip ?? 'unknown');
      return true;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(e.msBeforeNext / 1000)));
      throw new HttpException(SPEECH_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
