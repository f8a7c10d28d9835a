import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@exam/auth';
import { SPEECH_MAX_CHARS, SPEECH_MESSAGES } from '../speech.constants';
import { SpeechRateLimiter } from './speech-rate-limiter';
import { SpeechRequestDto } from './speech.request.dto';
import { SpeechService } from '../queries/speak-text/speech.service';

/** A clip never changes for its language and text: browsers and proxies may keep it for 30 days. */
const CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * Read-aloud where the browser has no voice for the language (Chrome on Linux, many phones for Hindi): the
 * platform speaks the text with eSpeak NG and answers MP3 for an <audio> element.
 */
@ApiTags('speech')
@Controller('speech')
export class SpeechController {
  constructor(
    private readonly speech: SpeechService,
    private readonly limiter: SpeechRateLimiter,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: `Speaks up to ${SPEECH_MAX_CHARS} characters of English or Hindi as MP3 (mono, 24 kbit/s)`,
    description:
      'For read-aloud where the browser has no voice. Open to visitors; syntheses are limited per client ' +
      'per minute (answers from the cache are not counted). ' +
      'Cached by language and text (X-Speech-Cache: hit or miss); answers Range requests with 206.',
  })
  @ApiProduces('audio/mpeg')
  @ApiOkResponse({ description: 'The speech as MP3', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({
    description: `${SPEECH_MESSAGES.badLang}; ${SPEECH_MESSAGES.textRequired}; ${SPEECH_MESSAGES.tooLong}`,
  })
  @ApiTooManyRequestsResponse({ description: SPEECH_MESSAGES.tooMany })
  @ApiServiceUnavailableResponse({ description: SPEECH_MESSAGES.busy })
  async speak(@Query() query: SpeechRequestDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    let spoken = this.speech.cached(query.text, query.lang);
    if (!spoken) {
      await this.limiter.consume(req.ip ?? 'unknown', res);
      spoken = await this.speech.speak(query.text, query.lang);
    }
    const { audio, etag, cached } = spoken;
    res.set({
      'Content-Type': 'audio/mpeg',
      'Cache-Control': CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'X-Speech-Cache': cached ? 'hit' : 'miss',
    });
    // Safari plays media only from servers that answer byte ranges.
    const range = req.headers.range ? req.range(audio.length) : undefined;
    if (Array.isArray(range) && range.type === 'bytes' && range.length === 1) {
      const { start, end } = range[0];
      res.status(206).set('Content-Range', `bytes ${start}-${end}/${audio.length}`);
      res.send(audio.subarray(start, end + 1));
      return;
    }
    if (range === -1) {
      res.status(416).set('Content-Range', `bytes */${audio.length}`).end();
      return;
    }
    res.send(audio);
  }
}
