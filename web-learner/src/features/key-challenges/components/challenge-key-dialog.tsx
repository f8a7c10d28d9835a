import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('Why is the key wrong?')}</FormLabel>
          <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as ChallengeReason)}>
            {CHALLENGE_REASON_CODES.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio />}
                label={t(CHALLENGE_REASONS[code])}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('Explanation (optional)')}
          value={explanation}
          onChange={(e) => setExplanation(e.target.value.slice(0, EXPLANATION_MAX))}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: EXPLANATION_MAX } }}
          helperText={`${explanation.length}/${EXPLANATION_MAX}`}
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
