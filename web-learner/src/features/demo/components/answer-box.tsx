import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuizLanguage } from '../types';

/** The explanation box shown by Show Answer (spec 2.9), with 'No explanation available' when empty. */
export function AnswerBox(props: {
  correctOption: string;
  explanation: string;
  answerImage: string | null;
  lang: QuizLanguage;
}) {
  const { t } = useTranslation('demo');
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('Explanation')}
      sx={{ p: 2, borderColor: 'success.main', bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('Correct answer')}
      </Typography>
      <Typography lang={props.lang} sx={{ mb: 1.5, fontWeight: 600 }}>
        {props.correctOption}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {t('Explanation')}
      </Typography>
      <Typography lang={props.lang} sx={{ whiteSpace: 'pre-line' }}>
        {props.explanation || t('No explanation available')}
      </Typography>
      {props.answerImage && (
        <Box component="img" src={props.answerImage} alt="" sx={{ mt: 1.5, maxWidth: '100%' }} />
      )}
    </Paper>
  );
}
