import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AudioCache } from './audio-cache';
import { SPEECH_CACHE_BYTES, type SpeechLanguage } from '../../speech.constants';
import { SpeechSynthesizer } from './speech-synthesizer';

export interface SpokenAudio {
  audio: Buffer;
  etag: string;
  cached: boolean;
}

const keyOf = (text: string, lang: SpeechLanguage) =>
  createHash('sha256').update(`${lang}\n${text}`).digest('base64url');
/** Strong validator: the same language and text always give the same clip. */
const etagOf = (key: string) => `"${key.slice(0, 27)}"`;

/** Speech as MP3, cached by language and text; concurrent asks for one clip share a single synthesis. */
@Injectable()
export class SpeechService {
  private readonly cache = new AudioCache(SPEECH_CACHE_BYTES);
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly synthesizer: SpeechSynthesizer) {}

  /** The clip when it is cached (no synthesis, no cost), else null. */
  cached(text: string, lang: SpeechLanguage): SpokenAudio | null {
    const key = keyOf(text, lang);
    const hit = this.cache.get(key);
    return hit ? { audio: hit, etag: etagOf(key), cached: true } : null;
  }

  async speak(text: string, lang: SpeechLanguage): Promise<SpokenAudio> {
    const hit = this.cached(text, lang);
    if (hit) return hit;
    const key = keyOf(text, lang);
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
    return { audio: await pending, etag: etagOf(key), cached: false };
  }
}
