import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonFields } from '@/components/forms/reason-fields';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChallengeKey } from '../api/challenge-key';
import type { MyChallenge } from '../api/get-key-status';
import { CHALLENGE_REASON_CODES, CHALLENGE_REASONS, EXPLANATION_MAX, type ChallengeReason } from '../reasons';

/** The challenge form: a reason and an optional explanation; a new challenge of a question replaces the last. */
export default function ChallengeKeyDialog({
  quizId,
  questionIndex,
  previous,
  onClose,
}: {
  quizId: string;
  questionIndex: number;
  previous: MyChallenge | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('keyChallenges');
  const [reason, setReason] = useState<ChallengeReason | ''>(previous?.reason ?? '');
  const [explanation, setExplanation] = useState(previous?.explanation ?? '');
  const send = useChallengeKey(quizId);
  const titleId = `challenge-title-${questionIndex}`;
  const submit = () => {
    if (!reason) return;
    send.mutate(
      { questionIndex, reason, explanation: explanation.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t('Your challenge was recorded. The final key will say what was decided.'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('Challenge the key of question {{n}}', { n: questionIndex + 1 })}
      </DialogTitle>
      <DialogContent>
        {previous && (
          <DialogContentText sx={{ mb: 1 }}>
            {t('You challenged this key already; sending again replaces your challenge.')}
          </DialogContentText>
        )}
        <ReasonFields
          legend={t('Why is the key wrong?')}
          choices={CHALLENGE_REASON_CODES.map((code) => ({ value: code, label: t(CHALLENGE_REASONS[code]) }))}
          reason={reason}
          onReason={setReason}
          textLabel={t('Explanation (optional)')}
          text={explanation}
          onText={setExplanation}
          max={EXPLANATION_MAX}
        />
        {send.error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {errorMessage(send.error, t('Your challenge could not be sent. Please try again.'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!reason || send.isPending}>
          {send.isPending ? t('Sending...') : t('Send challenge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
