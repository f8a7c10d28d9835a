import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@/lib/format';

/** 'Available Quizzes:' with the free and premium counts for the subject and period. */
export function AvailableQuizzes({ free, premium }: { free: number; premium: number }) {
  const { t } = useTranslation('payments');
  return (
    <Box
      role="group"
      aria-labelledby="available-quizzes"
      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      data-testid="available-quizzes"
    >
      <Typography id="available-quizzes" fontWeight={700} gutterBottom>
        {t('Available Quizzes:')}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={4} rowGap={0.5}>
        <Typography sx={{ whiteSpace: 'nowrap' }}>
          {t('Free Quizzes')}: <strong data-testid="free-count">{free}</strong>
        </Typography>
        <Typography sx={{ whiteSpace: 'nowrap' }}>
          {t('Premium Quizzes')}: <strong data-testid="premium-count">{premium}</strong>
        </Typography>
      </Stack>
    </Box>
  );
}

/** The 'Selected Period' card: weeks of access, the price, and the premium quizzes it opens. */
export function SelectedPeriod(props: { weeks: number; amount: number; premium: number | null }) {
  const { t } = useTranslation('payments');
  return (
    <Card sx={{ borderColor: 'secondary.main' }} data-testid="selected-period">
      <CardContent>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {t('Selected Period')}
        </Typography>
        <Typography variant="h6" component="p">
          {t('{{count}} week(s) of historical access', { count: props.weeks })}
        </Typography>
        <Typography variant="h4" component="p" color="secondary" sx={{ my: 1 }}>
          {formatRupees(props.amount)}
        </Typography>
        {props.premium !== null && (
          <Typography color="text.secondary">
            {t('includes {{count}} premium quizzes', { count: props.premium })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
