export type EngineKind = 'browser' | 'platform' | 'none';

/**
 * Which speech to use: the browser's own voice where it has one for the language; else the platform's
 * speech played through an <audio> element; only where neither exists, nothing (the caller warns).
 */
export function chooseEngine(opts: {
  hasSynthesis: boolean;
  hasVoice: boolean;
  canPlayAudio: boolean;
}): EngineKind {
  if (opts.hasSynthesis && opts.hasVoice) return 'browser';
  if (opts.canPlayAudio) return 'platform';
  return 'none';
}

/** Whether this browser can play the platform's MP3 speech. */
export function canPlayMp3(): boolean {
  if (typeof Audio === 'undefined') return false;
  try {
    return new Audio().canPlayType('audio/mpeg') !== '';
  } catch {
    return false;
  }
}
