import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { memo, useMemo, type ReactNode } from 'react';
import { QuestionTools } from '@/components/learning/question-tools';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { correctIndexOf, optionLetter, safeHtml } from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';

/** The analysis labels of spec 2.10, in English and Hindi. */
export const ANALYSIS_TEXTS = {
  en: {
    yourChoiceCorrect: '(Your Choice is Correct)',
    correctChoice: '(Correct Choice)',
    yourChoice: '(Your Choice)',
    explanation: 'Explanation',
    noExplanation: 'No explanation available',
  },
  hi: {
    yourChoiceCorrect: '(आपका चयन सही है)',
    correctChoice: '(सही विकल्प)',
    yourChoice: '(आपका चयन)',
    explanation: 'व्याख्या',
    noExplanation: 'कोई व्याख्या उपलब्ध नहीं है',
  },
} as const;

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

/** True when the quiz has Hindi to show: the toggle appears only then. */
export const hasHindi = (questions: Question[]) => questions.some((q) => has(q.question_in_hindi));

function Html({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

const AnalysisItem = memo(function AnalysisItem({
  q,
  index,
  choice,
  hindi,
  tools,
}: {
  q: Question;
  index: number;
  choice: number | null;
  hindi: boolean;
  tools?: ReactNode;
}) {
  const { t } = useTranslation('results');
  const texts = ANALYSIS_TEXTS[hindi ? 'hi' : 'en'];
  const correct = correctIndexOf(q);
  const hindiText = hindi && has(q.question_in_hindi);
  const hindiOptions = hindi && q.options_hindi?.length === q.options.length && q.options_hindi.every(has);
  const options = hindiOptions ? q.options_hindi : q.options;
  const englishExplanation = q.answer_explanation_in_english || q.answer_explaination_in_english || '';
  const hindiExplanation = hindi && has(q.answer_explanation_in_hindi);
  const explanation = hindiExplanation ? q.answer_explanation_in_hindi : englishExplanation;
  const image = imageUrl(q.question_image);
  const answerImage = imageUrl(q.answer_image);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} lang={hindi ? 'hi' : 'en'}>
      {tools && <Box sx={{ float: 'right', ml: 1 }}>{tools}</Box>}
      <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {index + 1}. <Html html={hindiText ? q.question_in_hindi : q.question} />
        {hindi && !hindiText && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            (Hindi translation not available)
          </Typography>
        )}
      </Typography>
      {image && (
        <ResponsiveImage
          image={q.question_image ?? image}
          alt={t('Image for question {{n}}', { n: index + 1 })}
          maxHeight={280}
          sx={{ mb: 1 }}
        />
      )}
      <Stack component="ol" sx={{ pl: 0, my: 1, gap: 0.5 }}>
        {options.map((o, i) => {
          const isCorrect = i === correct;
          const isChoice = i === choice;
          const label = isCorrect
            ? isChoice
              ? texts.yourChoiceCorrect
              : texts.correctChoice
            : isChoice
              ? texts.yourChoice
              : '';
          const tone = isCorrect ? 'success' : isChoice ? 'error' : null;
          return (
            <Box
              component="li"
              key={i}
              data-mark={tone ?? 'none'}
              sx={{
                listStyle: 'none',
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: tone ? `${tone}.main` : 'divider',
                color: tone ? `${tone}.main` : 'text.primary',
                fontWeight: tone ? 600 : 400,
              }}
            >
              {optionLetter(i)}. <Html html={o} /> {label && <span>{label}</span>}
            </Box>
          );
        })}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {texts.explanation}
      </Typography>
      {hindi && !hindiExplanation && has(englishExplanation) && (
        <Typography variant="body2" color="text.secondary">
          (Hindi explanation not available, showing English)
        </Typography>
      )}
      <Typography component="div" variant="body2">
        {has(explanation) ? <Html html={explanation} /> : texts.noExplanation}
      </Typography>
      {answerImage && (
        <Box
          component="img"
          src={answerImage}
          alt={t('Answer image')}
          sx={{ maxWidth: '100%', maxHeight: 280, mt: 1 }}
        />
      )}
    </Paper>
  );
});

/** Full Quiz Analysis (spec 2.10): each question with the learner's first choice and the correct option. */
export function QuizAnalysis({
  quizId,
  questions,
  firstChoices,
  hindi,
  onToggleHindi,
}: {
  /** Names the questions for the per-question tools (a bookmark), when given. */
  quizId?: string;
  questions: Question[];
  firstChoices: (number | null)[];
  hindi: boolean;
  onToggleHindi: () => void;
}) {
  return (
    <Box component="section" aria-label="Full Quiz Analysis">
      {hasHindi(questions) && (
        <Button variant="outlined" onClick={onToggleHindi} sx={{ mb: 2 }} lang={hindi ? 'en' : 'hi'}>
          {hindi ? 'View in English' : 'हिंदी में देखें'}
        </Button>
      )}
      <Stack component="ol" sx={{ p: 0, m: 0, gap: 2 }}>
        {questions.map((q, i) => (
          <AnalysisItem
            key={i}
            q={q}
            index={i}
            choice={firstChoices[i] ?? null}
            hindi={hindi}
            tools={quizId ? <QuestionTools quizId={quizId} index={i} /> : null}
          />
        ))}
      </Stack>
    </Box>
  );
}
