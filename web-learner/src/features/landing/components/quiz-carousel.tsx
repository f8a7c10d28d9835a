import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLandingQuizzes } from '../api/get-landing-quizzes';
import { useSeen } from '../hooks/use-seen';
import { QuizCard } from './quiz-card';

/** Spec section 9: the carousel scrolls 300 px per click. */
export const SCROLL_STEP_PX = 300;
/** Enough to browse; the full list is the quiz list's job. */
const MAX_CARDS = 12;
/**
 * Cards drawn before the carousel comes near the screen: what a desktop shows of it. The rest (up to MAX_CARDS)
 * follow once it does: on a phone the carousels are below the fold, and drawing all their cards at once was
 * the landing page's longest main-thread tasks after it started (React's commit of ~30 MUI cards, issue 37).
 */
const FIRST_CARDS = 4;

/** One subject's horizontal carousel of quizzes (spec 2.3), with left and right scroll buttons. */
export function QuizCarousel({ title, subject }: { title: string; subject: string }) {
  const { t } = useTranslation('landing');
  const track = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  const seen = useSeen(section);
  const quizzes = useLandingQuizzes(subject, true);
  // The cards are drawn in a transition, in slices, not in the task that receives the answer: four answers
  // arriving together on the landing page were one long task on a phone (total blocking time, issue 37).
  const data = useDeferredValue(quizzes.data);
  const loading = !data && (quizzes.isPending || !!quizzes.data);
  const list = (data ?? []).slice(0, seen ? MAX_CARDS : FIRST_CARDS);
  const headingId = `carousel-${subject.replace(/\W+/g, '-').toLowerCase()}`;
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * SCROLL_STEP_PX, behavior: 'smooth' });
  // The buttons say when there is nothing more that way (disabled at either end).
  const [ends, setEnds] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (el) setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, list.length]);

  return (
    <Box component="section" ref={section} aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t(title)}
        </Typography>
        <IconButton
          aria-label={t('Scroll {{subject}} left', { subject: t(title) })}
          onClick={() => scroll(-1)}
          disabled={ends.start}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('Scroll {{subject}} right', { subject: t(title) })}
          onClick={() => scroll(1)}
          disabled={ends.end}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {loading ? (
        <Typography color="text.secondary" role="status">
          {t('Loading quizzes...')}
        </Typography>
      ) : list.length === 0 ? (
        // A failed fetch is not reported (spec section 8): loading simply ends.
        <Typography color="text.secondary">{t('New quizzes in this subject are on their way.')}</Typography>
      ) : (
        <Box
          component="ul"
          ref={track}
          onScroll={measure}
          data-testid="carousel-track"
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1.5,
          }}
        >
          {list.map((q) => (
            <QuizCard key={q._id} quiz={q} />
          ))}
        </Box>
      )}
    </Box>
  );
}
