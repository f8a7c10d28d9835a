import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '../types';

/**
 * Navigator colours of spec section 4: current blue, wrong red, correct green, other grey. Plain buttons styled
 * once by their container (by `data-result` and `aria-current`): a quiz can have 200 questions, and as many
 * MUI ButtonBases (each with its ripple, its hooks and its own styles) are drawn when the demo opens and on
 * every move (a phone's main thread, issue 37).
 */
const buttons = {
  height: 40,
  border: 0,
  borderRadius: 1,
  p: 0,
  cursor: 'pointer',
  fontWeight: 600,
  bgcolor: 'action.selected',
  color: 'text.primary',
  WebkitTapHighlightColor: 'transparent',
  '&[data-result="1"]': { bgcolor: 'success.main', color: 'success.contrastText' },
  '&[data-result="0"]': { bgcolor: 'error.main', color: 'error.contrastText' },
  '&[aria-current="step"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.dark', outlineOffset: 2 },
};

export function QuestionNavigator(props: {
  results: QuestionResult[];
  current: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation('demo');
  const question = t('Question');
  const status = { 1: t('correct'), 0: t('wrong'), [-1]: t('not answered') } as Record<
    QuestionResult,
    string
  >;
  return (
    <Box component="nav" aria-label={t('Questions')}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('Questions')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
          gap: 1,
          '& > button': buttons,
        }}
      >
        {props.results.map((r, i) => (
          <button
            key={i}
            type="button"
            onClick={() => props.onGo(i)}
            aria-current={i === props.current ? 'step' : undefined}
            aria-label={`${question} ${i + 1}: ${status[r]}`}
            data-result={r}
          >
            {i + 1}
          </button>
        ))}
      </Box>
    </Box>
  );
}
