import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { startOfDay } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Head } from '@/components/seo/head';
import { CheckoutHost } from '@/lib/checkout';
import { formatRupees } from '@/lib/format';
import {
  OLD_QUIZ_CLASS,
  OLD_QUIZ_DIVISION,
  useOldQuizSubjects,
  useSubjectQuizzes,
} from '../api/get-aep-quizzes';
import { useOldQuizPayment } from '../hooks/use-old-quiz-payment';
import { chooseEnd, chooseStart, inPeriod, isoDay, priceOfPeriod, type Period } from '../period-rules';
import { DateField } from './date-field';
import { AvailableQuizzes, SelectedPeriod } from './period-panels';

export const FETCH_QUIZ_INFO_FAILED = 'Failed to fetch quiz information';

/** Purchase Old Quiz (spec 2.17): a subject and a period, priced by spec section 9, paid through the checkout. */
export function PurchaseOldQuizScreen() {
  const { t } = useTranslation('payments');
  const [subject, setSubject] = useState('');
  const [period, setPeriod] = useState<Period>({ from: null, to: null });
  const today = startOfDay(new Date());
  const subjects = useOldQuizSubjects();
  const complete = !!subject && !!period.from && !!period.to;
  const quizzes = useSubjectQuizzes(subject, complete);
  const { weeks, amount } = priceOfPeriod(period.from, period.to);
  const { pay, processing, message } = useOldQuizPayment();

  const counts = useMemo(() => {
    if (!quizzes.data || !period.from || !period.to) return null;
    const span = { from: period.from, to: period.to };
    const inside = quizzes.data.filter((q) => inPeriod(q.createdAt, span));
    return {
      free: inside.filter((q) => q.difficulty === 'Free Exploratory Quiz').length,
      premium: inside.filter((q) => q.difficulty === 'Premium Quiz').length,
    };
  }, [quizzes.data, period.from, period.to]);

  const onPay = () => {
    if (!period.from || !period.to) return;
    void pay(
      {
        subject,
        className: OLD_QUIZ_CLASS,
        division: OLD_QUIZ_DIVISION,
        from: isoDay(period.from),
        to: isoDay(period.to),
        weeks,
        amount,
      },
      counts?.premium ?? 0,
    );
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Head title={t('Purchase Old Quiz')} />
      <Paper sx={{ p: { xs: 2, sm: 4 } }} variant="outlined">
        <Typography variant="h4" component="h1" gutterBottom>
          {t('Purchase Old Quiz')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('Buy access to past quizzes of a subject, by the week.')}
        </Typography>
        <Stack spacing={2.5}>
          <TextField
            select
            required
            id="old-quiz-subject"
            label={t('Subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('Choose a subject')}</MenuItem>
            {(subjects.data ?? []).map((s) => (
              <MenuItem key={s} value={s}>
                {t(s)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              id="old-quiz-from"
              label={t('Start Date')}
              value={period.from}
              max={today}
              onChange={(date) => setPeriod((p) => chooseStart(p, date))}
            />
            <DateField
              id="old-quiz-to"
              label={t('End Date')}
              value={period.to}
              min={period.from}
              max={today}
              disabled={!period.from}
              onChange={(date) => setPeriod((p) => chooseEnd(p, date))}
            />
          </Stack>
          {complete && quizzes.isFetching && (
            <Stack direction="row" spacing={1} alignItems="center" role="status">
              <CircularProgress size={18} />
              <Typography>{t('Loading quiz information...')}</Typography>
            </Stack>
          )}
          {complete && quizzes.isError && <Alert severity="error">{t(FETCH_QUIZ_INFO_FAILED)}</Alert>}
          {complete && counts && !quizzes.isFetching && <AvailableQuizzes {...counts} />}
          {weeks > 0 && <SelectedPeriod weeks={weeks} amount={amount} premium={counts?.premium ?? null} />}
          {message && (
            <Alert
              severity={message.severity}
              role={message.severity === 'error' ? 'alert' : 'status'}
              // The spec's messages carry their own ✅ / ❌: no second icon beside them.
              icon={/^[✅❌]/u.test(message.text) ? false : undefined}
            >
              {t(message.text)}
            </Alert>
          )}
          <Button
            variant="contained"
            color="secondary"
            size="large"
            disabled={processing || weeks === 0 || !subject}
            onClick={onPay}
          >
            {processing ? t('Processing payment...') : t('Pay {{amount}}', { amount: formatRupees(amount) })}
          </Button>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
          >
            <LockIcon fontSize="inherit" />
            {t('Payments are secure and powered by Razorpay.')}
          </Typography>
        </Stack>
      </Paper>
      <CheckoutHost />
    </Box>
  );
}
