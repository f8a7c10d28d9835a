import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuizDetail } from '@/types/quiz';
import { InstructionsPanel } from './instructions-panel';

/** The instructions again, during the exam (the clock keeps running). */
export function InstructionsDialog({
  open,
  quiz,
  onClose,
}: {
  open: boolean;
  quiz: QuizDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="instructions-title"
    >
      <DialogTitle id="instructions-title">{t('Instructions')}</DialogTitle>
      <DialogContent dividers>
        <InstructionsPanel quiz={quiz} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Back to the exam')}</Button>
      </DialogActions>
    </Dialog>
  );
}
