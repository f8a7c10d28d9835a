import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '../types';

/** Navigator colours of spec section 4: current blue, wrong red, correct green, other grey. */
function colourOf(result: QuestionResult, current: boolean) {
  if (current) return { bg: 'primary.main', fg: 'primary.contrastText' };
  if (result === 1) return { bg: 'success.main', fg: 'success.contrastText' };
  if (result === 0) return { bg: 'error.main', fg: 'error.contrastText' };
  return { bg: 'action.selected', fg: 'text.primary' };
}

export function QuestionNavigator(props: {
  results: QuestionResult[];
  current: number;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation('demo');
  const status = (r: QuestionResult) => (r === 1 ? t('correct') : r === 0 ? t('wrong') : t('not answered'));
  return (
    <Box component="nav" aria-label={t('Questions')}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('Questions')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))', gap: 1 }}>
        {props.results.map((r, i) => {
          const c = colourOf(r, i === props.current);
          return (
            <ButtonBase
              key={i}
              onClick={() => props.onGo(i)}
              aria-current={i === props.current ? 'step' : undefined}
              aria-label={`${t('Question')} ${i + 1}: ${status(r)}`}
              data-result={r}
              sx={{
                height: 40,
                borderRadius: 1,
                bgcolor: c.bg,
                color: c.fg,
                fontWeight: 600,
                '&:focus-visible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
              }}
            >
              {i + 1}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
