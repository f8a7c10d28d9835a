import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AudioCache } from './audio-cache';
import { SPEECH_CACHE_BYTES, type SpeechLanguage } from './speech.constants';
import { SpeechSynthesizer } from './speech-synthesizer';

export interface SpokenAudio {
  audio: Buffer;
  /** Strong validator: the same language and text always give the same clip. */
  etag: string;
  cached: boolean;
}

/** Speech as MP3, cached by language and text; concurrent asks for one clip share a single synthesis. */
@Injectable()
export class SpeechService {
  private readonly cache = new AudioCache(SPEECH_CACHE_BYTES);
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly synthesizer: SpeechSynthesizer) {}

  async speak(text: string, lang: SpeechLanguage): Promise<SpokenAudio> {
    const key = createHash('sha256').update(`${lang}\n${text}`).digest('base64url');
    const etag = `"${key.slice(0, 27)}"`;
    const hit = this.cache.get(key);
    if (hit) return { audio: hit, etag, cached: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.synthesizer
        .synthesize(text, lang)
        .then((audio) => {
          this.cache.set(key, audio);
          return audio;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return { audio: await pending, etag, cached: false };
  }
}
