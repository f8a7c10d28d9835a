import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PALETTE_LABELS,
  PALETTE_STATES,
  paletteCounts,
  paletteState,
  type PaletteState,
} from '../domain/palette';
import type { SavedResponse, SectionWindow } from '../types';
import { PaletteBadge } from './palette-badge';

/** The legend: each state's symbol with how many questions are in it. */
export function PaletteLegend({ responses }: { responses: readonly SavedResponse[] }) {
  const { t } = useTranslation('exam');
  const counts = paletteCounts(responses);
  return (
    <Box
      component="ul"
      aria-label={t('Question palette legend')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      }}
    >
      {PALETTE_STATES.map((s) => (
        <Stack
          component="li"
          key={s}
          direction="row"
          data-legend={s}
          sx={{ alignItems: 'center', gap: 1, gridColumn: s === 'answered-marked' ? '1 / -1' : undefined }}
        >
          <PaletteBadge state={s} size={30}>
            {counts[s]}
          </PaletteBadge>
          <Typography variant="body2">{t(PALETTE_LABELS[s])}</Typography>
        </Stack>
      ))}
    </Box>
  );
}

interface ItemProps {
  index: number;
  state: PaletteState;
  current: boolean;
  disabled: boolean;
  onGo: (index: number) => void;
}

// One button per question, memoised: moving on repaints two buttons, not the whole palette.
const PaletteItem = memo(function PaletteItem({ index, state, current, disabled, onGo }: ItemProps) {
  const { t } = useTranslation('exam');
  return (
    <ButtonBase
      onClick={() => onGo(index)}
      disabled={disabled}
      aria-current={current ? 'step' : undefined}
      aria-label={`${t('Question {{n}}', { n: index + 1 })}: ${t(PALETTE_LABELS[state])}`}
      sx={{ borderRadius: 2, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
    >
      <PaletteBadge state={state} current={current}>
        {index + 1}
      </PaletteBadge>
    </ButtonBase>
  );
});

/** The palette of one section (its tab): a button per question showing its state. */
export function Palette({
  section,
  responses,
  current,
  locked,
  onGo,
}: {
  section: SectionWindow;
  responses: readonly SavedResponse[];
  current: number;
  locked: boolean;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation('exam');
  const indexes = Array.from({ length: section.to - section.from + 1 }, (_, i) => section.from - 1 + i);
  return (
    <Box component="nav" aria-label={t('Question palette: {{name}}', { name: t(section.name) })}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t(section.name)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {indexes.map((i) => (
          <PaletteItem
            key={i}
            index={i}
            state={paletteState(responses[i])}
            current={i === current}
            disabled={locked}
            onGo={onGo}
          />
        ))}
      </Box>
    </Box>
  );
}
