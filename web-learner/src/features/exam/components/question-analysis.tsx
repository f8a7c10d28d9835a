import { Box, Chip, Divider, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BothExplanation,
  BothOption,
  BothQuestionText,
  ENGLISH_PREVAILS,
  EnglishPrevailsNote,
} from '@/components/bilingual';
import { QuestionHtml } from '@/components/quiz/question-html';
import { hindiOf, optionLetter, questionIn } from '@/lib/quiz-content';
import type { QuizDetail } from '@/types/quiz';
import { formatSeconds } from '../domain/when';
import type { Lang } from '../store/exam-db';
import type { QuestionResult } from '../types';

const NO_EXPLANATION = 'No explanation available / कोई व्याख्या उपलब्ध नहीं है';

const STATUS: Record<QuestionResult['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  1: { label: 'Right', color: 'success' },
  0: { label: 'Wrong', color: 'error' },
  [-1]: { label: 'Not answered', color: 'default' },
};

/**
 * Each question: the learner's answer and time, the key, the average time, the share right, the explanation;
 * in English, Hindi or Both side by side (issue 33).
 */
export function QuestionAnalysis({
  questions,
  paper,
  questionTools,
}: {
  questions: QuestionResult[];
  paper: QuizDetail | undefined;
  /** What the route puts beside each question ('Report a problem'; 'Challenge key' in a live mock's window). */
  questionTools?: (questionIndex: number) => ReactNode;
}) {
  const { t } = useTranslation('exam');
  const [lang, setLang] = useState<Lang>('en');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('Question by question')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_, v: Lang | null) => v && setLang(v)}
          aria-label={t('Explanations in')}
        >
          <ToggleButton value="en">English</ToggleButton>
          <ToggleButton value="hi" lang="hi">
            हिंदी
          </ToggleButton>
          <ToggleButton value="both">{t('Both')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {lang === 'both' ? (
        <Box sx={{ mt: 1 }}>
          <EnglishPrevailsNote />
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t(ENGLISH_PREVAILS)}
        </Typography>
      )}
      {questions.map((q, i) => {
        const question = paper?.questions[i];
        const view = question ? questionIn(question, lang) : null;
        const hindi = question && lang === 'both' ? hindiOf(question) : null;
        const status = STATUS[q.status];
        return (
          <Fragment key={i}>
            <Divider sx={{ my: 2 }} />
            <Box
              component="section"
              aria-label={t('Question {{n}}', { n: i + 1 })}
              lang={hindi ? undefined : lang}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t('Question {{n}}', { n: i + 1 })}
                </Typography>
                {/* A dropped question is neither right nor wrong: whoever attempted it has its marks. */}
                {!q.dropped && <Chip size="small" color={status.color} label={t(status.label)} />}
                {q.marked && <Chip size="small" variant="outlined" label={t('Marked for Review')} />}
                {q.dropped && (
                  <Chip
                    size="small"
                    color="info"
                    variant="outlined"
                    label={t('Dropped: full marks if attempted')}
                  />
                )}
                {questionTools && (
                  <Stack direction="row" sx={{ ml: 'auto', gap: 0.5, flexWrap: 'wrap' }}>
                    {questionTools(i)}
                  </Stack>
                )}
              </Stack>
              {view &&
                (hindi ? (
                  <BothQuestionText
                    english={view.text}
                    hindi={hindi.text}
                    id={`analysis-question-${i + 1}`}
                  />
                ) : (
                  <QuestionHtml html={view.text} />
                ))}
              <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', my: 1 }}>
                <Typography variant="body2">
                  {t('Your answer')}: <strong>{q.option === null ? '–' : optionLetter(q.option)}</strong>
                </Typography>
                <Typography variant="body2">
                  {t('Correct answer')}: <strong>{optionLetter(q.correctOption)}</strong>
                </Typography>
                <Typography variant="body2">
                  {t('Your time')}: {formatSeconds(q.seconds)}
                </Typography>
                <Typography variant="body2">
                  {t('Average time')}: {formatSeconds(q.averageSeconds)}
                </Typography>
                <Typography variant="body2">
                  {t('{{share}}% of candidates got it right', { share: q.shareRight })}
                </Typography>
              </Stack>
              {view && (
                <Box component="ol" type="A" sx={{ m: 0, pl: 3 }}>
                  {view.options.map((o, j) => (
                    <Box
                      component="li"
                      key={j}
                      sx={{
                        color: j === q.correctOption ? 'success.main' : undefined,
                        fontWeight: j === q.correctOption ? 700 : undefined,
                      }}
                    >
                      {hindi ? (
                        <BothOption english={o} hindi={hindi.options?.[j]} />
                      ) : (
                        <QuestionHtml html={o} />
                      )}
                    </Box>
                  ))}
                </Box>
              )}
              {(view?.explanation || hindi?.explanation) && (
                <Box sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                  <Typography variant="subtitle2" component="h4">
                    {t('Explanation')}
                  </Typography>
                  {hindi ? (
                    <BothExplanation
                      english={view?.explanation ?? ''}
                      hindi={hindi.explanation}
                      none={NO_EXPLANATION}
                    />
                  ) : (
                    <QuestionHtml html={view?.explanation ?? ''} />
                  )}
                </Box>
              )}
            </Box>
          </Fragment>
        );
      })}
    </Paper>
  );
}
