import { Alert, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useKeyNotices, type KeyNotice } from '../api/get-key-notices';

/** A line on the dashboard for each live mock whose final key changed the learner's score or rank (issue 33). */
export function KeyNotices({ resultHref }: { resultHref: (quizId: string) => string }) {
  const { t } = useTranslation('keyChallenges');
  const notices = useKeyNotices();
  if (!notices.data?.length) return null;
  const line = (n: KeyNotice) =>
    t(
      'Final key published for {{quiz}}: your score is now {{after}} (was {{before}}) and your rank {{rank}} of {{candidates}} (was {{was}}).',
      {
        quiz: n.quizName,
        after: n.after.score,
        before: n.before.score,
        rank: n.after.rank,
        was: n.before.rank,
        candidates: n.candidates,
      },
    );
  return (
    <Stack sx={{ gap: 1, mb: 2 }} aria-label={t('Answer key notices')} component="section">
      {notices.data.slice(0, 3).map((n) => (
        <Alert key={n.quizId} severity="info" data-testid="key-notice">
          {line(n)} {n.bonus.map((i) => t('Bonus: question {{n}} dropped', { n: i + 1 })).join(' ')}{' '}
          <Link component={RouterLink} to={resultHref(n.quizId)}>
            {t('See your result')}
          </Link>
        </Alert>
      ))}
    </Stack>
  );
}
