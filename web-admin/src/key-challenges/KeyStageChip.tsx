import { Chip } from '@mui/material';
import { STAGES, type KeyStage } from './types';

const COLORS = { withheld: 'default', provisional: 'warning', final: 'success' } as const;

export function KeyStageChip({ stage }: { stage: KeyStage }) {
  return <Chip size="small" color={COLORS[stage]} label={STAGES[stage]} />;
}
