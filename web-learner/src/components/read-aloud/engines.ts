import { buildUrl } from '@/lib/api-client';
import { SPEECH_LANG, type ReadAloudLang } from './voices';

/** One reading of a text, chunk after chunk, by the browser's voice or the platform's audio. */
export interface SpeechEngine {
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface EngineCallbacks {
  onEnd(): void;
  onError(): void;
}

/** Spec section 9: rate 0.9, pitch 1, volume 1. */
export const VOICE_SETTINGS = { rate: 0.9, pitch: 1, volume: 1 } as const;

/** The Web Speech API: one utterance per chunk, so Chrome does not stop after about 15 s. */
export function browserEngine(
  synth: SpeechSynthesis,
  voice: SpeechSynthesisVoice,
  chunks: string[],
  lang: ReadAloudLang,
  cb: EngineCallbacks,
): SpeechEngine {
  let next = 0;
  let stopped = false;
  const speakNext = () => {
    if (stopped) return;
    if (next >= chunks.length) return cb.onEnd();
    const u = new SpeechSynthesisUtterance(chunks[next++]);
    Object.assign(u, VOICE_SETTINGS, { lang: SPEECH_LANG[lang], voice });
    u.onend = speakNext;
    u.onerror = (e) => {
      // cancel() reports 'interrupted'/'canceled' on the utterance it cut: that is our own stop.
      if (stopped || e.error === 'interrupted' || e.error === 'canceled') return;
      stopped = true;
      cb.onError();
    };
    synth.speak(u);
  };
  return {
    start() {
      synth.cancel();
      // speak() right after cancel() can be dropped by Chrome: wait a tick.
      window.setTimeout(speakNext, 0);
    },
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop() {
      stopped = true;
      synth.cancel();
    },
  };
}

/** The platform's speech (GET /api/speech, MP3) for one chunk. */
export const speechUrl = (text: string, lang: ReadAloudLang) => buildUrl('/speech', { lang, text });

/**
 * The platform's speech through an <audio> element, chunk after chunk; the next chunk is fetched while the
 * current one plays (the answers are cacheable, so the browser plays it from its cache).
 */
export function platformEngine(
  audio: HTMLAudioElement,
  chunks: string[],
  lang: ReadAloudLang,
  cb: EngineCallbacks,
): SpeechEngine {
  let next = 0;
  let stopped = false;
  let prefetch: HTMLAudioElement | null = null;
  const fail = () => {
    if (stopped) return;
    stopped = true;
    cb.onError();
  };
  const playNext = () => {
    if (stopped) return;
    if (next >= chunks.length) return cb.onEnd();
    audio.src = speechUrl(chunks[next++], lang);
    audio.play().catch((e: Error) => e.name !== 'AbortError' && fail());
    if (next < chunks.length && typeof Audio !== 'undefined') {
      prefetch = new Audio();
      prefetch.preload = 'auto';
      prefetch.src = speechUrl(chunks[next], lang);
    }
  };
  audio.onended = playNext;
  audio.onerror = fail;
  return {
    start: playNext,
    pause: () => audio.pause(),
    resume: () => void audio.play().catch(fail),
    stop() {
      stopped = true;
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute('src');
      prefetch?.removeAttribute('src');
      prefetch = null;
    },
  };
}
