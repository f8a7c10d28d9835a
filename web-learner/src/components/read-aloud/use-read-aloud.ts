import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { canPlayMp3, chooseEngine } from './choose-engine';
import { browserEngine, platformEngine, type SpeechEngine } from './engines';
import { onPauseRequest } from './speech-bus';
import { speechReducer } from './speech-state';
import { splitIntoChunks } from './split-text';
import { findVoice, loadVoices, type ReadAloudLang } from './voices';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

/**
 * Play, pause and resume for one text (spec section 4, Speech): the browser's voice where it has one for the
 * language, else the platform's audio; `unsupported` is set only where neither works. A new text or
 * language stops the reading and goes back to idle.
 */
export function useReadAloud(
  text: string,
  lang: ReadAloudLang,
  audioRef: RefObject<HTMLAudioElement | null>,
) {
  const [state, dispatch] = useReducer(speechReducer, 'idle');
  const [unsupported, setUnsupported] = useState(false);
  const engine = useRef<SpeechEngine | null>(null);
  const run = useRef(0);
  const voices = useRef<Promise<SpeechSynthesisVoice[]> | null>(null);

  // Ask for the voices early: some browsers only list them after `voiceschanged`.
  useEffect(() => {
    const synth = synthesis();
    if (synth) voices.current = loadVoices(synth);
  }, []);

  const [spoken, setSpoken] = useState({ text, lang });
  if (spoken.text !== text || spoken.lang !== lang) {
    // A new question or language: back to idle (state adjusted during render, as React recommends).
    setSpoken({ text, lang });
    dispatch('reset');
  }
  useEffect(
    () => () => {
      run.current++;
      engine.current?.stop();
      engine.current = null;
    },
    [text, lang],
  );
  useEffect(
    () =>
      onPauseRequest(() => {
        engine.current?.pause();
        dispatch('pause');
      }),
    [],
  );

  const start = useCallback(async () => {
    const chunks = splitIntoChunks(text);
    if (!chunks.length) return;
    const mine = ++run.current;
    dispatch('play');
    const end = () => {
      if (run.current !== mine) return;
      engine.current = null;
      dispatch('end');
    };
    const synth = synthesis();
    const list = synth
      ? synth.getVoices().length
        ? synth.getVoices()
        : await (voices.current ?? loadVoices(synth))
      : [];
    if (run.current !== mine) return;
    const voice = findVoice(list, lang);
    const audio = audioRef.current;
    const kind = chooseEngine({
      hasSynthesis: !!synth,
      hasVoice: !!voice,
      canPlayAudio: !!audio && canPlayMp3(),
    });
    const warn = () => {
      end();
      setUnsupported(true);
    };
    const platform = () => platformEngine(audio!, chunks, lang, { onEnd: end, onError: warn });
    if (kind === 'none') return warn();
    engine.current =
      kind === 'browser'
        ? browserEngine(synth!, voice!, chunks, lang, {
            onEnd: end,
            // The voice failed (some report a voice they cannot speak): try the platform's speech.
            onError: () => {
              if (run.current !== mine) return;
              if (!audio || !canPlayMp3()) return warn();
              engine.current = platform();
              engine.current.start();
            },
          })
        : platform();
    engine.current.start();
  }, [text, lang, audioRef]);

  const toggle = useCallback(() => {
    setUnsupported(false);
    if (state === 'speaking') {
      engine.current?.pause();
      dispatch('pause');
    } else if (state === 'paused') {
      engine.current?.resume();
      dispatch('resume');
    } else void start();
  }, [state, start]);

  return { state, toggle, unsupported };
}
