/** Languages the speech call speaks, and the eSpeak NG voice for each (Indian English has no voice: British). */
export const SPEECH_VOICES = { en: 'en-gb', hi: 'hi' } as const;
export type SpeechLanguage = keyof typeof SPEECH_VOICES;

/** Longest text one call speaks: the app sends questions in sentence chunks of at most 200 characters. */
export const SPEECH_MAX_CHARS = 300;
/** Words per minute: eSpeak's default 175 slowed by the app's read-aloud rate 0.9 (spec section 9). */
export const SPEECH_WORDS_PER_MINUTE = 158;
/** MP3, mono, at eSpeak's 22 050 Hz: 24 kbit/s keeps a 10-second sentence near 30 KB for mobile data. */
export const SPEECH_MP3_KBPS = 24;
/** Audio kept in memory, by bytes (about 1 500 typical sentences). */
export const SPEECH_CACHE_BYTES = 48 * 1024 * 1024;
/** Syntheses waiting for the worker; past this the call answers 503 instead of queueing without end. */
export const SPEECH_QUEUE_MAX = 32;
/** A synthesis that takes longer than this is abandoned and the worker restarted. */
export const SPEECH_TIMEOUT_MS = 20_000;

export interface SpeechLimits {
  /** Syntheses (answers not in the cache) per client (IP address) per minute. */
  perMinute: number;
}
export const SPEECH_LIMITS = Symbol('SPEECH_LIMITS');
export const DEFAULT_SPEECH_LIMITS: SpeechLimits = { perMinute: 60 };

export const SPEECH_MESSAGES = {
  badLang: "lang must be 'en' or 'hi'",
  textRequired: 'text is required',
  tooLong: `text must be at most ${SPEECH_MAX_CHARS} characters`,
  tooMany: 'Too many speech requests. Please wait a minute and try again.',
  busy: 'Speech is busy. Please try again in a moment.',
} as const;
