import { Box, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { useCurrentUser } from '@/lib/auth';
import { session, storageKeys } from '@/lib/storage';
import { CallToAction } from './call-to-action';
import { ExploreTopics } from './explore-topics';
import { Hero } from './hero';
import { LearningProcess } from './learning-process';
import { LiveMocks } from './live-mocks';
import { QuizCarousel } from './quiz-carousel';
import { CAROUSEL_SUBJECTS } from './topics';

/** The landing page of spec 2.3. The carousels are for visitors only; a signed-in learner has the quiz list. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const user = useCurrentUser();
  const { hash } = useLocation();

  // Opening the landing page clears the stored quiz-list page (spec 2.3).
  useEffect(() => {
    session.remove(storageKeys.quizListPage);
  }, []);
  // A link to /#features or /#contact from another screen lands on its anchor once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <Head />
      <Hero signedIn={!!user} />
      <ExploreTopics />
      <LiveMocks signedIn={!!user} />
      {!user && (
        <Box component="section" aria-labelledby="free-quizzes-title" sx={{ pb: { xs: 4, md: 6 } }}>
          <Container maxWidth="lg">
            <Typography id="free-quizzes-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('Try a quiz today')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {t('Free exploratory quizzes open at once, without an account.')}
            </Typography>
            {CAROUSEL_SUBJECTS.map((s) => (
              <QuizCarousel key={s.subject} title={s.title} subject={s.subject} />
            ))}
          </Container>
        </Box>
      )}
      <LearningProcess />
      <CallToAction />
    </>
  );
}
