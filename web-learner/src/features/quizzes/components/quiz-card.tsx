import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { FREE_CATEGORY, imageUrl, type QuizSummary } from '@/types/quiz';

export type CardAction =
  | 'Retake Quiz'
  | 'Resume Quiz'
  | 'Start Quiz'
  | 'View Result'
  | 'Resume Exam'
  | 'Start Exam'
  | 'Join Live Mock';

/** Spec 2.7: completed → Retake, attempted → Resume, otherwise Start. */
export function cardAction(
  quizId: string,
  completed: readonly string[],
  attempted: readonly string[],
): CardAction {
  if (completed.includes(quizId)) return 'Retake Quiz';
  if (attempted.includes(quizId)) return 'Resume Quiz';
  return 'Start Quiz';
}

/**
 * An exam (issue 31) opens its own screen: submitted → its result, started → resume, otherwise start (a live
 * mock: join). Practice quizzes keep spec 2.7's labels.
 */
export function quizAction(
  quiz: QuizSummary,
  completed: readonly string[],
  attempted: readonly string[],
): CardAction {
  if (quiz.mode !== 'exam') return cardAction(quiz._id, completed, attempted);
  if (completed.includes(quiz._id)) return 'View Result';
  if (attempted.includes(quiz._id)) return 'Resume Exam';
  return quiz.liveWindow ? 'Join Live Mock' : 'Start Exam';
}

/** A card's width in the list's grid (1 to 4 columns in at most 1280 px), for the browser's choice of copy. */
const COVER_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface QuizCardProps {
  quiz: QuizSummary;
  action: CardAction;
  onOpen: (quiz: QuizSummary) => void;
}

export function QuizCard({ quiz, action, onOpen }: QuizCardProps) {
  const { t } = useTranslation('quizzes');
  const free = quiz.difficulty === FREE_CATEGORY;
  const image = imageUrl(quiz.quiz_image) ? quiz.quiz_image : null;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          sizes={COVER_SIZES}
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 7', objectFit: 'cover' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            aspectRatio: '16 / 7',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            px: 2,
          }}
        >
          <Typography variant="overline" color="text.secondary" sx={{ textAlign: 'center', lineHeight: 1.4 }}>
            {t(quiz.subject)}
          </Typography>
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            color={free ? 'success' : 'warning'}
            variant={free ? 'filled' : 'outlined'}
            label={free ? t('Free') : t('Premium')}
          />
          <Chip size="small" variant="outlined" label={t(quiz.subject)} />
          {quiz.mode === 'exam' && (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={t('Exam · {{count}} min', { count: quiz.durationMinutes ?? quiz.questionsLength })}
            />
          )}
        </Stack>
        {quiz.liveWindow && (
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} color="secondary">
            {t('Live mock: {{opens}} to {{closes}}', {
              opens: whenFormat.format(new Date(quiz.liveWindow.opensAt)),
              closes: whenFormat.format(new Date(quiz.liveWindow.closesAt)),
            })}
          </Typography>
        )}
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }} gutterBottom>
          {quiz.name}
        </Typography>
        {quiz.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {quiz.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {quiz.chapter || t('No chapter information')} ·{' '}
          {t('{{count}} questions', { count: quiz.questionsLength })} ·{' '}
          {dateFormat.format(new Date(quiz.createdAt))}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant={action.startsWith('Start') || action === 'Join Live Mock' ? 'contained' : 'outlined'}
          fullWidth
          onClick={() => onOpen(quiz)}
          aria-label={`${t(action)}: ${quiz.name}`}
        >
          {t(action)}
        </Button>
      </CardActions>
    </Card>
  );
}

export function QuizCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="quiz-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 7', height: 'auto' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="90%" height={32} />
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" width="100%" height={36} />
      </CardActions>
    </Card>
  );
}
