import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useReadAloud } from './use-read-aloud';

export interface ReadAloudButtonProps {
  /** Plain text to speak (strip HTML before passing it). */
  text: string;
  lang: 'en' | 'hi';
}

/** The spec's warning where neither the browser nor the platform can speak (spec sections 4 and 9). */
export const SPEECH_UNSUPPORTED = 'Sorry, your browser does not support text to speech.';

/**
 * Read-aloud of spec 2.9: play, pause and resume. Speaks with the browser's voice for en-IN / hi-IN, or,
 * where the browser has none (Chrome on Linux, many phones for Hindi), with the platform's speech played
 * through the <audio> element below.
 */
export function ReadAloudButton({ text, lang }: ReadAloudButtonProps) {
  // Shared by several screens: never suspend them for this namespace (its keys are the English texts).
  const { t } = useTranslation('speech', { useSuspense: false });
  const audioRef = useRef<HTMLAudioElement>(null);
  const { state, toggle, unsupported } = useReadAloud(text, lang, audioRef);
  useEffect(() => {
    if (unsupported) notify.warning(t(SPEECH_UNSUPPORTED));
  }, [unsupported, t]);
  const label = state === 'speaking' ? t('Pause') : state === 'paused' ? t('Resume') : t('Read aloud');
  const icon =
    state === 'speaking' ? <PauseIcon /> : state === 'paused' ? <PlayArrowIcon /> : <VolumeUpIcon />;
  return (
    <Box component="span" data-read-aloud sx={{ display: 'inline-flex' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        onClick={toggle}
        aria-pressed={state === 'speaking'}
        data-state={state}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {/* The platform's speech plays here (hidden: the button is its only control). */}
      <audio ref={audioRef} preload="none" hidden data-read-aloud-audio />
    </Box>
  );
}
