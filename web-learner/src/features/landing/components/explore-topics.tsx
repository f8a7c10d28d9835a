import { Box, Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FEATURES_ANCHOR } from './hero';
import { TOPICS } from './topics';

/**
 * Explore Topics (spec 2.3): six cards, each to /quizList; the first four carry their subject as router
 * state `{ subject }`, which the quiz list reads as its filter.
 */
export function ExploreTopics() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  return (
    <Box
      component="section"
      id={FEATURES_ANCHOR}
      tabIndex={-1}
      aria-labelledby="topics-title"
      sx={{ py: { xs: 6, md: 8 }, outline: 'none', scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="topics-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, textAlign: 'center' }}
        >
          {t('Explore Topics')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
          {t('Pick where to start: every topic opens its quizzes.')}
        </Typography>
        <Grid container spacing={3}>
          {TOPICS.map(({ title, text, subject, Icon }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardActionArea
                  // Content full width and to the left: a button centres its content, so a card whose text is
                  // shorter than the card (often in Hindi) sat indented unlike its neighbours.
                  sx={{
                    height: '100%',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    display: 'flex',
                  }}
                  onClick={() =>
                    void navigate(paths.quizList.getHref(), subject ? { state: { subject } } : undefined)
                  }
                >
                  <CardContent sx={{ width: '100%' }}>
                    <Box
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'action.selected',
                        color: 'primary.main',
                        mb: 2,
                      }}
                    >
                      <Icon aria-hidden />
                    </Box>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {t(title)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t(text)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
