import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizDetail } from '@/types/quiz';
import type { Lang } from '../store/exam-db';
import { InstructionsPanel } from './instructions-panel';

/** Before the exam: the instructions, the default language and the declaration; the clock starts on 'begin'. */
export function InstructionsScreen({
  quiz,
  onBegin,
  busy,
  error,
}: {
  quiz: QuizDetail;
  onBegin: (lang: Lang) => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('exam');
  const [read, setRead] = useState(false);
  const [lang, setLang] = useState<Lang>('en');
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' }, mb: 0.5 }}>
        {quiz.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('General instructions')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <InstructionsPanel quiz={quiz} />
        <FormControl size="small" sx={{ mt: 3, minWidth: 220 }}>
          <InputLabel id="exam-default-lang">{t('Default language')}</InputLabel>
          <Select
            labelId="exam-default-lang"
            label={t('Default language')}
            value={lang}
            onChange={(e) => setLang(e.target.value as Lang)}
          >
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="hi" lang="hi">
              हिंदी
            </MenuItem>
            <MenuItem value="both">{t('Both')}</MenuItem>
          </Select>
        </FormControl>
        <Stack sx={{ mt: 2, gap: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} />}
            label={t('I have read and understood the instructions')}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button variant="contained" size="large" disabled={!read || busy} onClick={() => onBegin(lang)}>
              {t('I am ready to begin')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
