import { Alert, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyReports, type MyReport } from '../api/get-my-reports';

/** Answers of the last two weeks are announced on the dashboard. */
const RECENT_MS = 14 * 86_400_000;
const NOTICES_MAX = 3;

const answeredAt = (r: MyReport) => Date.parse(r.keyCorrectedAt ?? r.resolvedAt ?? '') || 0;

/**
 * A line on the dashboard for each recent answer to the learner's reports (accepted, rejected, a key
 * corrected), linking to 'My reports'. Other notices (a changed score or rank) can sit beside these.
 */
export function ReportNotices({ reportsHref }: { reportsHref: string }) {
  const { t } = useTranslation('reports');
  const reports = useMyReports();
  // The time the dashboard opened: the notices do not shift while it is on screen.
  const [since] = useState(() => Date.now() - RECENT_MS);
  const recent = (reports.data ?? [])
    .filter((r) => r.status !== 'open' && answeredAt(r) >= since)
    .sort((a, b) => answeredAt(b) - answeredAt(a))
    .slice(0, NOTICES_MAX);
  if (!recent.length) return null;
  const line = (r: MyReport) => {
    const at = { n: r.questionNumber, quiz: r.quizName };
    if (r.keyCorrectedAt)
      return t(
        'The answer key of question {{n}} of {{quiz}} was corrected after your report; results were re-scored.',
        at,
      );
    return r.status === 'accepted'
      ? t('Your report on question {{n}} of {{quiz}} was accepted.', at)
      : t('Your report on question {{n}} of {{quiz}} was answered.', at);
  };
  return (
    <Stack sx={{ gap: 1, mb: 2 }} aria-label={t('Notifications')} component="section">
      {recent.map((r) => (
        <Alert key={r.id} severity={r.status === 'accepted' ? 'success' : 'info'}>
          {line(r)}{' '}
          <Link component={RouterLink} to={reportsHref}>
            {t('See My reports')}
          </Link>
        </Alert>
      ))}
    </Stack>
  );
}
