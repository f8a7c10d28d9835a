import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { FREE_CATEGORY, imageUrl, type LandingQuiz } from '../api/get-landing-quizzes';

/** About 20rem wide (spec section 9), so a 300 px scroll moves roughly one card. */
export const CARD_WIDTH = '20rem';
/** The card's width for the browser's choice of cover copy: 20rem, or 85% of a phone narrower than 376 px. */
const COVER_SIZES = '(max-width: 376px) 85vw, 20rem';

/**
 * A carousel card (spec 2.3): image, name and badge. Free: a green badge and 'Access free quiz now' to
 * /demo/{id}. Premium: the gold 'Premium' badge and 'Get Premium Access' to /register.
 */
export function QuizCard({ quiz }: { quiz: LandingQuiz }) {
  const { t } = useTranslation('landing');
  const free = quiz.difficulty === FREE_CATEGORY;
  const cover = imageUrl(quiz.quiz_image) ? quiz.quiz_image : null;
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        flex: `0 0 ${CARD_WIDTH}`,
        maxWidth: '85vw',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        scrollSnapAlign: 'start',
      }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {cover ? (
          <ResponsiveImage
            image={cover}
            sizes={COVER_SIZES}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Chip
          size="small"
          label={free ? t("Try today's free set") : t('Premium')}
          sx={
            free
              ? { bgcolor: '#1b5e20', color: '#fff', fontWeight: 700 }
              : { bgcolor: '#f2c230', color: '#3b2a00', fontWeight: 700 }
          }
        />
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mt: 1.5, lineHeight: 1.3 }}>
          {quiz.name}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {free ? (
          <Button
            variant="contained"
            color="success"
            fullWidth
            component={RouterLink}
            to={paths.demo.getHref(quiz._id)}
          >
            {t('Access free quiz now')}
          </Button>
        ) : (
          <Button
            variant="contained"
            fullWidth
            component={RouterLink}
            to={paths.register.getHref()}
            sx={{ bgcolor: '#f2c230', color: '#3b2a00', '&:hover': { bgcolor: '#e0ae12' } }}
          >
            {t('Get Premium Access')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
