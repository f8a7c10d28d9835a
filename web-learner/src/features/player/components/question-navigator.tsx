import { Box, ButtonBase, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionStatus } from '@/types/quiz';
import { navColour, type NavColour } from '../domain/answer-sheet';

const COLOURS: Record<NavColour, { bg: string; fg: string; border: string }> = {
  current: { bg: 'info.main', fg: 'info.contrastText', border: 'info.main' },
  wrong: { bg: 'error.main', fg: 'error.contrastText', border: 'error.main' },
  correct: { bg: 'success.main', fg: 'success.contrastText', border: 'success.main' },
  other: { bg: 'action.selected', fg: 'text.primary', border: 'divider' },
};

const STATE_LABEL: Record<NavColour, string> = {
  current: 'current',
  wrong: 'answered wrong',
  correct: 'answered correctly',
  other: 'not answered',
};

interface ItemProps {
  index: number;
  label: number;
  colour: NavColour;
  onGo: (index: number) => void;
}

// One button per question; memoised so moving between questions repaints two buttons, not 200.
const NavigatorItem = memo(function NavigatorItem({ index, label, colour, onGo }: ItemProps) {
  const { t } = useTranslation('player');
  const c = COLOURS[colour];
  return (
    <ButtonBase
      data-state={colour}
      aria-current={colour === 'current' ? 'step' : undefined}
      aria-label={`${t('Question {{n}}', { n: label })}, ${t(STATE_LABEL[colour])}`}
      onClick={() => onGo(index)}
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        bgcolor: c.bg,
        color: c.fg,
        border: 1,
        borderColor: c.border,
        fontWeight: 600,
        fontSize: 14,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {label}
    </ButtonBase>
  );
});

/** The navigator grid (spec section 4): current blue, wrong red, correct green, other grey. */
export function QuestionNavigator({
  statuses,
  current,
  onGo,
  numbers,
}: {
  statuses: QuestionStatus[];
  current: number;
  onGo: (index: number) => void;
  /** The question numbers to show (practice shows the quiz's own numbers); defaults to 1..n. */
  numbers?: number[];
}) {
  const { t } = useTranslation('player');
  return (
    <Box component="nav" aria-label={t('Questions')}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('Questions')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {statuses.map((s, i) => (
          <NavigatorItem
            key={i}
            index={i}
            label={numbers?.[i] ?? i + 1}
            colour={navColour(s, i === current)}
            onGo={onGo}
          />
        ))}
      </Box>
    </Box>
  );
}
