/** The browser language tag spoken for each app language (spec section 9: en-IN or hi-IN). */
export const SPEECH_LANG = { en: 'en-IN', hi: 'hi-IN' } as const;
export type ReadAloudLang = keyof typeof SPEECH_LANG;

/** The best installed voice for the language: the exact tag (hi-IN), else any of the language (hi, hi-XX). */
export function findVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: ReadAloudLang,
): SpeechSynthesisVoice | null {
  const tag = SPEECH_LANG[lang].toLowerCase();
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((v) => norm(v) === tag) ??
    voices.find((v) => norm(v) === lang || norm(v).startsWith(`${lang}-`)) ??
    null
  );
}

/**
 * The browser's voices. They are often empty until `voiceschanged` fires (Chrome loads them late), and some
 * browsers never fire it (or have none at all: Chrome on Linux): after `timeoutMs` the list is what it is.
 */
export function loadVoices(synth: SpeechSynthesis, timeoutMs = 1500): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener('voiceschanged', done);
      window.clearTimeout(timer);
      resolve(synth.getVoices());
    };
    const timer = window.setTimeout(done, timeoutMs);
    synth.addEventListener('voiceschanged', done);
  });
}
