import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import FoundationIcon from '@mui/icons-material/Foundation';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The four-step learning process the landing page pitches (spec section 1). */
const STEPS = [
  {
    title: 'Foundation Building',
    text: 'Start with NCERT chapter-wise sets and build the concepts every exam rests on.',
    Icon: FoundationIcon,
  },
  {
    title: 'Advanced Learning',
    text: 'Go deeper with daily news analysis and current affairs, with explanations in English and Hindi.',
    Icon: TrendingUpIcon,
  },
  {
    title: 'Continuous Assessment',
    text: 'Weekly and monthly mock tests, results with percentile, and reattempts of what you got wrong.',
    Icon: AutoGraphIcon,
  },
  {
    title: 'Success',
    text: 'Walk into the exam hall having practised thousands of questions at exam level.',
    Icon: EmojiEventsIcon,
  },
];

export function LearningProcess() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="process-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="process-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}
        >
          {t('Our learning process')}
        </Typography>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map(({ title, text, Icon }, i) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 3 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 800,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Icon color="primary" aria-hidden />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {t(title)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(text)}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
