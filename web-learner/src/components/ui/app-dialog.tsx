import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dialogs, type DialogRequest } from '@/lib/dialogs';

/** One alert or confirm as a modal dialog that screen readers announce. */
export default function AppDialog({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation();
  const answer = (ok: boolean) => dialogs.answer(dialog.id, ok);
  const titleId = `app-dialog-title-${dialog.id}`;
  const textId = `app-dialog-text-${dialog.id}`;
  return (
    <Dialog
      open
      onClose={() => answer(false)}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {dialog.title ?? (dialog.kind === 'confirm' ? t('Please confirm') : t('Notice'))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {dialog.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {dialog.kind === 'confirm' && (
          <Button onClick={() => answer(false)}>{dialog.cancelLabel ?? t('Cancel')}</Button>
        )}
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {dialog.confirmLabel ?? t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
