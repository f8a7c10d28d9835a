import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
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
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useMyReports } from '../api/get-my-reports';
import { useReportQuestion } from '../api/report-question';
import {
  COMMENT_MAX,
  REPORT_LIMIT_REACHED,
  REPORT_REASON_CODES,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '../reasons';

/**
 * The report form: a reason (those the learner has an open report of for this question are shown as
 * reported), an optional comment of up to 500 characters, and the server's answer when it refuses.
 */
export default function ReportProblemDialog({
  question,
  onClose,
}: {
  question: ReportTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const send = useReportQuestion();
  const mine = useMyReports();
  const open = new Set(
    (mine.data ?? [])
      .filter(
        (r) =>
          r.quizId === question.quizId && r.questionIndex === question.questionIndex && r.status === 'open',
      )
      .map((r) => r.reason),
  );
  const titleId = `report-title-${question.questionIndex}`;
  const failure =
    send.error &&
    (send.error instanceof ApiError && send.error.status === 429
      ? errorMessage(send.error, t(REPORT_LIMIT_REACHED))
      : errorMessage(send.error, t('Your report could not be sent. Please try again.')));

  const submit = () => {
    if (!reason) return;
    send.mutate(
      { ...question, reason, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(
            t('Thank you. Your report was sent: see My reports on your dashboard for the answer.'),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('Report a problem with question {{n}}', { n: question.questionIndex + 1 })}
      </DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('What is wrong?')}</FormLabel>
          <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REPORT_REASON_CODES.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio />}
                disabled={open.has(code)}
                label={
                  open.has(code)
                    ? `${t(REPORT_REASONS[code])} ${t('(already reported)')}`
                    : t(REPORT_REASONS[code])
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('Comment (optional)')}
          value={comment}
          onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          helperText={`${comment.length}/${COMMENT_MAX}`}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!reason || send.isPending}>
          {send.isPending ? t('Sending...') : t('Send report')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
