import { Module } from '@nestjs/common';
import { DEFAULT_SPEECH_LIMITS, SPEECH_LIMITS } from './speech.constants';
import { SpeechRateLimiter } from './http/speech-rate-limiter';
import { SpeechController } from './http/speech.http.controller';
import { SpeechService } from './queries/speak-text/speech.service';
import { SpeechSynthesizer } from './queries/speak-text/speech-synthesizer';

/** GET /api/speech: the platform's own read-aloud voice (eSpeak NG in WebAssembly, in a worker thread). */
@Module({
  controllers: [SpeechController],
  providers: [
    SpeechService,
    SpeechSynthesizer,
    SpeechRateLimiter,
    { provide: SPEECH_LIMITS, useValue: DEFAULT_SPEECH_LIMITS },
  ],
})
export class SpeechModule {}
