import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { QuestionPageState, QuizDetail } from '@/types/quiz';
import { formatWhen } from '../domain/when';

export type LiveState = 'upcoming' | 'open' | 'closed';

/** Where a live window stands by this device's clock (the server decides; this only picks the screen). */
export function liveStateOf(window: { opensAt: string; closesAt: string }, now = Date.now()): LiveState {
  if (now < Date.parse(window.opensAt)) return 'upcoming';
  return now < Date.parse(window.closesAt) ? 'open' : 'closed';
}

/** A live mock outside its window: when it opens (and on to the instructions then), or practice after it. */
export function LiveGate({
  quiz,
  state,
  onOpened,
}: {
  quiz: QuizDetail;
  state: LiveState;
  onOpened: () => void;
}) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const window = quiz.liveWindow!;
  useEffect(() => {
    if (state !== 'upcoming') return;
    const id = setTimeout(onOpened, Math.max(0, Date.parse(window.opensAt) - Date.now()) + 500);
    return () => clearTimeout(id);
  }, [state, window.opensAt, onOpened]);
  const practise = () => {
    const s: QuestionPageState = {
      quizId: quiz._id,
      quizName: quiz.name,
      division: quiz.division,
      subject: quiz.subject,
    };
    void navigate(paths.questionPage.getHref(), { state: s });
  };
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {quiz.name}
        </Typography>
        {state === 'closed' ? (
          <Alert severity="info">
            {t('This live mock has closed. You can still practise it, but it will not be ranked.')}
          </Alert>
        ) : (
          <Alert severity="info">
            {t('This live mock opens at {{opens}} and closes at {{closes}}. Come back then to sit it.', {
              opens: formatWhen(window.opensAt),
              closes: formatWhen(window.closesAt),
            })}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {state === 'closed' && (
            <Button variant="contained" onClick={practise}>
              {t('Practise this paper')}
            </Button>
          )}
          <Button onClick={() => void navigate(paths.quizList.getHref())}>{t('Return to Quiz List')}</Button>
        </Stack>
      </Paper>
    </Box>
  );
}
