import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReadAloudButtonProps {
  /** Plain text to speak (strip HTML before passing it). */
  text: string;
  lang: 'en' | 'hi';
}

type SpeechState = 'idle' | 'speaking' | 'paused';

/**
 * Read-aloud of spec 2.9 (play, pause, resume). This is the contract the screens use; the full implementation
 * (chunking, voices, the platform's speech fallback) replaces the body, keeping these props. Speech resets when
 * the text or language changes.
 */
export function ReadAloudButton({ text, lang }: ReadAloudButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SpeechState>('idle');
  const [spoken, setSpoken] = useState({ text, lang });
  if (spoken.text !== text || spoken.lang !== lang) {
    // A new question or language: back to idle (state adjusted during render, as React recommends).
    setSpoken({ text, lang });
    setState('idle');
  }
  useEffect(() => () => window.speechSynthesis?.cancel(), [text, lang]);
  const onClick = () => {
    const synth = window.speechSynthesis;
    if (!synth) return;
    if (state === 'speaking') {
      synth.pause();
      setState('paused');
    } else if (state === 'paused') {
      synth.resume();
      setState('speaking');
    } else {
      const u = new SpeechSynthesisUtterance(text);
      u.lang = lang === 'hi' ? 'hi-IN' : 'en-IN';
      u.rate = 0.9;
      u.onend = () => setState('idle');
      synth.speak(u);
      setState('speaking');
    }
  };
  return (
    <Button variant="outlined" size="small" onClick={onClick} aria-pressed={state === 'speaking'}>
      {state === 'speaking' ? t('Pause') : state === 'paused' ? t('Resume') : t('Read aloud')}
    </Button>
  );
}
