import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { hindiGapNumbers, type HindiFields } from './hindiGaps';

/** Above the questions: which of them a Hindi reader gets in English (the learner app's fallbacks). */
export function HindiGapsNote() {
  const questions = useWatch({ name: 'questions' }) as HindiFields[] | undefined;
  const gaps = hindiGapNumbers(questions);
  if (!gaps.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      Hindi missing in question{gaps.length === 1 ? '' : 's'} {gaps.join(', ')}: Hindi readers see the English
      there.
    </Alert>
  );
}
