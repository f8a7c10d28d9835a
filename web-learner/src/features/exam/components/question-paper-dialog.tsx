import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { BothOption, BothQuestionText } from '@/components/bilingual';
import { QuestionHtml } from '@/components/quiz/question-html';
import { hindiOf, optionLetter, questionIn } from '@/lib/quiz-content';
import type { QuizDetail } from '@/types/quiz';
import type { Lang } from '../store/exam-db';

/** Every question at once, read-only (the NTA screen's 'Question Paper'). */
export function QuestionPaperDialog({
  open,
  quiz,
  langOf,
  onClose,
}: {
  open: boolean;
  quiz: QuizDetail;
  langOf: (question: number) => Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="paper-title"
    >
      <DialogTitle id="paper-title">{t('Question Paper')}</DialogTitle>
      <DialogContent dividers>
        {quiz.questions.map((q, i) => {
          const lang = langOf(i);
          const view = questionIn(q, lang);
          // Each question as it is on screen: Both puts the Hindi beside the English (issue 33).
          const hindi = lang === 'both' ? hindiOf(q) : null;
          return (
            <Fragment key={i}>
              {i > 0 && <Divider sx={{ my: 2 }} />}
              <Box lang={hindi ? undefined : lang}>
                <Typography variant="subtitle2" component="h3">
                  {t('Question {{n}}', { n: i + 1 })}
                </Typography>
                {hindi ? (
                  <BothQuestionText english={view.text} hindi={hindi.text} id={`paper-question-${i + 1}`} />
                ) : (
                  <QuestionHtml html={view.text} />
                )}
                <Box component="ol" type="A" sx={{ m: 0, mt: 1, pl: 3 }}>
                  {view.options.map((o, j) => (
                    <Box component="li" key={j} aria-label={optionLetter(j)}>
                      {hindi ? (
                        <BothOption english={o} hindi={hindi.options?.[j]} />
                      ) : (
                        <QuestionHtml html={o} />
                      )}
                    </Box>
                  ))}
                </Box>
              </Box>
            </Fragment>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
