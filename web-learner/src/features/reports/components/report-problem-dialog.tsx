import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonFields } from '@/components/forms/reason-fields';
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
        <ReasonFields
          legend={t('What is wrong?')}
          choices={REPORT_REASON_CODES.map((code) => ({
            value: code,
            disabled: open.has(code),
            label: open.has(code)
              ? `${t(REPORT_REASONS[code])} ${t('(already reported)')}`
              : t(REPORT_REASONS[code]),
          }))}
          reason={reason}
          onReason={setReason}
          textLabel={t('Comment (optional)')}
          text={comment}
          onText={setComment}
          max={COMMENT_MAX}
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
