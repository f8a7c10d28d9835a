import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LockReason } from '@/types/quiz';

interface AccessDialogProps {
  /** Which dialog is open (from the server's lockReason), or null. */
  reason: LockReason | null;
  onClose: () => void;
  /** 'Free Quizzes': switch the category filter. */
  onFreeQuizzes: () => void;
  /** A route to go to (/purchase or /purchaseOldQuiz). */
  onGo: (to: 'purchase' | 'purchaseOldQuiz') => void;
}

/** The 'Premium Content' and 'Access Restricted' dialogs of spec 2.7, opened by the server's access answer. */
export function AccessDialog({ reason, onClose, onFreeQuizzes, onGo }: AccessDialogProps) {
  const { t } = useTranslation('quizzes');
  const premium = reason === 'premium';
  const titleId = 'access-dialog-title';
  return (
    <Dialog open={reason !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{premium ? t('Premium Content') : t('Access Restricted')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {premium
            ? t('This is premium content. Subscribe to a plan to access it.')
            : t(
                'Access Restricted: this quiz was published before your subscription. Purchase old quizzes to access it.',
              )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {premium ? (
          <>
            <Button onClick={onFreeQuizzes}>{t('Free Quizzes')}</Button>
            <Button variant="contained" onClick={() => onGo('purchase')}>
              {t('Explore Premium Plans')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('Close')}</Button>
            <Button variant="contained" onClick={() => onGo('purchaseOldQuiz')}>
              {t('Purchase Old Quiz')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
