import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ReadAloudButton } from '@/components/read-aloud';
import type { QuizLanguage } from '../types';
import { LanguageSelect } from './language-select';
import { QuestionClock } from './question-clock';

/** The player's top bar: quiz name, timer, language, read-aloud, Exit Quiz and See Result. */
export function PlayerBar(props: {
  name: string;
  /** The current question (0-based) and the quiz's count, for the timer. */
  index: number;
  count: number;
  lang: QuizLanguage;
  onLang: (lang: QuizLanguage) => void;
  division: string;
  hindiAvailable: boolean;
  speech: string;
  onExit: () => void;
  onSeeResult: () => void;
}) {
  const { t } = useTranslation('demo');
  return (
    <Paper
      square
      elevation={2}
      // On phones the bar is tall: it scrolls away instead of covering the question.
      sx={{
        position: { xs: 'static', sm: 'sticky' },
        top: 0,
        zIndex: 'appBar',
        px: { xs: 1.5, sm: 3 },
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h1" variant="h6" sx={{ flex: '1 1 220px', minWidth: 0, lineHeight: 1.3 }}>
          {props.name}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          role="timer"
          aria-label={t('Time spent')}
          sx={{ alignItems: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          <TimerOutlinedIcon fontSize="small" aria-hidden />
          <Box component="span">
            <QuestionClock index={props.index} count={props.count} />
          </Box>
        </Stack>
        <LanguageSelect
          value={props.lang}
          onChange={props.onLang}
          division={props.division}
          hindiAvailable={props.hindiAvailable}
        />
        <ReadAloudButton text={props.speech} lang={props.lang} />
        <Button variant="outlined" color="inherit" onClick={props.onExit}>
          {t('Exit Quiz')}
        </Button>
        <Button variant="contained" color="secondary" onClick={props.onSeeResult}>
          {t('See Result')}
        </Button>
      </Stack>
    </Paper>
  );
}
