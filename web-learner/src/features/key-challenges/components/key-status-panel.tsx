import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { queryRoots } from '@/lib/query-keys';
import { useKeyStatus } from '../api/get-key-status';
import { CHALLENGE_REASONS } from '../reasons';

const numbers = (indexes: number[]) => indexes.map((i) => i + 1).join(', ');

/**
 * A live mock's key on its result (issue 33): 'Provisional key' with the challenge window, then 'Final key
 * published' with what it changed. When the final key arrives, the result is read again (re-scored).
 */
export function KeyStatusPanel({ quizId }: { quizId: string }) {
  const { t } = useTranslation('keyChallenges');
  const status = useKeyStatus(quizId);
  const client = useQueryClient();
  const stage = status.data?.stage;
  const seen = useRef(stage);
  useEffect(() => {
    if (stage === 'final' && seen.current && seen.current !== 'final')
      void client.invalidateQueries({ queryKey: [queryRoots.exam, quizId] });
    seen.current = stage;
  }, [stage, client, quizId]);
  // Not a live mock (400), or not loaded: nothing to say about its key.
  if (!status.data || stage === 'withheld') return null;
  const s = status.data;
  const final = s.stage === 'final';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('Answer key')}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          color={final ? 'success' : 'warning'}
          label={final ? t('Final key published') : t('Provisional key')}
          data-testid="key-stage"
        />
        <Typography variant="body2" color="text.secondary">
          {final && s.publishedAt && t('Published {{time}}', { time: formatDateTime(s.publishedAt) })}
          {!final &&
            (s.windowOpen
              ? t('Challenge window open until {{time}}', { time: formatDateTime(s.windowEndsAt) })
              : t('The challenge window closed at {{time}}. The final key will be published soon.', {
                  time: formatDateTime(s.windowEndsAt),
                }))}
        </Typography>
      </Stack>
      {s.canChallenge && (
        <Typography variant="body2">
          {t("Think a key is wrong? Use 'Challenge key' under the question, with your reason.")}
        </Typography>
      )}
      {final && (s.changed.length > 0 || s.dropped.length > 0) && (
        <Stack sx={{ gap: 0.5 }}>
          {s.changed.length > 0 && (
            <Typography variant="body2">
              {t('Key changed: question {{n}}', { n: numbers(s.changed) })}
            </Typography>
          )}
          {s.dropped.length > 0 && (
            <Typography variant="body2">
              {t('Dropped (full marks to all who attempted it): question {{n}}', { n: numbers(s.dropped) })}
            </Typography>
          )}
        </Stack>
      )}
      {s.mine.length > 0 && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('Your challenges')}:{' '}
          {s.mine
            .map(
              (c) => `${t('Question {{n}}', { n: c.questionIndex + 1 })} (${t(CHALLENGE_REASONS[c.reason])})`,
            )
            .join('; ')}
        </Alert>
      )}
    </Paper>
  );
}
