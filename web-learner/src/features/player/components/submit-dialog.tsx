import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The submit confirmation, inside the player's own code: the app's shared dialogs load their code on first
 * use, which cannot happen offline, and submitting offline must work.
 */
export function SubmitDialog({
  open,
  answered,
  count,
  onAnswer,
}: {
  open: boolean;
  answered: number;
  count: number;
  onAnswer: (ok: boolean) => void;
}) {
  const { t } = useTranslation('player');
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby="submit-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="submit-title">{t('Submit')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('Submit your answers? You have answered {{answered}} of {{count}} questions.', {
            answered,
            count,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('Submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
