import { Module } from '@nestjs/common';
import { DEFAULT_SPEECH_LIMITS, SPEECH_LIMITS } from './speech.constants';
import { SpeechRateLimitGuard } from './speech-rate-limit.guard';
import { SpeechController } from './speech.http.controller';
import { SpeechService } from './speech.service';
import { SpeechSynthesizer } from './speech-synthesizer';

/** GET /api/speech: the platform's own read-aloud voice (eSpeak NG in WebAssembly, in a worker thread). */
@Module({
  controllers: [SpeechController],
  providers: [
    SpeechService,
    SpeechSynthesizer,
    SpeechRateLimitGuard,
    { provide: SPEECH_LIMITS, useValue: DEFAULT_SPEECH_LIMITS },
  ],
})
export class SpeechModule {}
