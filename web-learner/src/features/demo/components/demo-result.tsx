import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { readResults, summarize } from '../utils/result-summary';

function Tile(props: { label: string; value: number; colour: string; icon: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1, sm: 2 },
        textAlign: 'center',
        borderTop: 4,
        borderTopColor: props.colour,
        flex: '1 1 90px',
        minWidth: 0,
      }}
    >
      <Box sx={{ color: props.colour }} aria-hidden>
        {props.icon}
      </Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {props.value}
      </Typography>
      {/* 'Unattempted' must fit a third of a 360 px phone */}
      <Typography color="text.secondary" sx={{ fontSize: { xs: '0.8125rem', sm: '1rem' } }}>
        {props.label}
      </Typography>
    </Paper>
  );
}

/** The demo result of spec 2.12: percent, headline, tiles, register or log in, Back to Home. */
export function DemoResult() {
  const { t } = useTranslation('demo');
  const results = readResults(useLocation().state);
  const home = (
    <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
      {t('Back to Home')}
    </Button>
  );
  if (!results)
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: 8, px: 2, alignItems: 'center' }}>
        <Head title={t('Demo result')} />
        <Typography variant="h5" component="h1">
          {t('No demo result to show.')}
        </Typography>
        <Typography color="text.secondary">{t('Try a free demo quiz from the home page.')}</Typography>
        {home}
      </Stack>
    );

  const s = summarize(results);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 4, sm: 6 }, px: 2 }}>
      <Head title={t('Demo result')} />
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('Your Score')}
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontWeight: 700 }} data-testid="demo-percent">
          {s.percent}%
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t(s.headline)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tile
          label={t('Correct')}
          value={s.correct}
          colour="success.main"
          icon={<CheckCircleOutlineIcon />}
        />
        <Tile label={t('Incorrect')} value={s.incorrect} colour="error.main" icon={<CancelOutlinedIcon />} />
        <Tile
          label={t('Unattempted')}
          value={s.unattempted}
          colour="text.secondary"
          icon={<HelpOutlineIcon />}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Want the full experience?')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(
            'Register to take every quiz, see your percentile and a full analysis, or log in if you have an account.',
          )}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.register.getHref()}
            state={{ from: 'demoresult' }}
            variant="contained"
          >
            {t('Register')}
          </Button>
          <Button component={RouterLink} to={paths.login.getHref()} variant="outlined">
            {t('Login')}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ textAlign: 'center' }}>{home}</Box>
    </Stack>
  );
}
