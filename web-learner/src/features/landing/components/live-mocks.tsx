import { Box, Button, Card, CardActions, CardContent, Chip, Container, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLandingQuizzes } from '../api/get-landing-quizzes';

const MOCK_TESTS = 'Mock Tests';
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Live mocks open now or coming (issue 31): an all-India mock at a fixed time, ranked at its close. Shown
 * only while there is one; joining needs an account.
 */
export function LiveMocks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  // Drawn in a transition, in slices, as the carousels are (quiz-carousel.tsx).
  const data = useDeferredValue(useLandingQuizzes(MOCK_TESTS, true).data);
  const [now] = useState(() => Date.now());
  const live = (data ?? [])
    .filter((q) => q.liveWindow && Date.parse(q.liveWindow.closesAt) > now)
    .sort((a, b) => Date.parse(a.liveWindow!.opensAt) - Date.parse(b.liveWindow!.opensAt))
    .slice(0, 3);
  if (!live.length) return null;
  return (
    <Box component="section" aria-labelledby="live-mocks-title" sx={{ pb: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Typography id="live-mocks-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Live mock tests')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(
            'Sit an all-India mock at a fixed time, in the exam’s own screen, and see your rank when it closes.',
          )}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {live.map((q) => {
            const open = Date.parse(q.liveWindow!.opensAt) <= now;
            return (
              <Card key={q._id} component="article">
                <CardContent>
                  <Chip
                    size="small"
                    color={open ? 'success' : 'default'}
                    label={open ? t('Live now') : t('Upcoming')}
                    sx={{ mb: 1 }}
                  />
                  <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                    {q.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {open
                      ? t('Closes {{time}}', { time: when.format(new Date(q.liveWindow!.closesAt)) })
                      : t('Opens {{time}}', { time: when.format(new Date(q.liveWindow!.opensAt)) })}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    fullWidth
                    aria-label={`${t('Join Live Mock')}: ${q.name}`}
                    onClick={() =>
                      void navigate(signedIn ? paths.exam.getHref(q._id) : paths.login.getHref())
                    }
                  >
                    {t('Join Live Mock')}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
