import { Typography } from '@mui/material';
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHms } from '../domain/quiz-text';
import { useQuestionTimer } from '../hooks/use-question-timer';

/** HH:MM:SS on the current question; the only part of the page that re-renders each second. */
export function TimerDisplay(props: {
  durations: RefObject<number[]>;
  current: number;
  running: boolean;
  onTick?: (durations: number[]) => void;
}) {
  const { t } = useTranslation('player');
  const seconds = useQuestionTimer(props.durations, props.current, props.running, props.onTick);
  return (
    <Typography
      component="p"
      aria-label={t('Time on this question')}
      data-testid="question-timer"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontFamily: 'monospace', fontSize: 18 }}
    >
      {formatHms(seconds)}
    </Typography>
  );
}
