import { Box, Button, Stack } from '@mui/material';
import { EnglishPrevailsNote } from '@/components/bilingual';
import { QuestionTools } from '@/components/learning/question-tools';
import type { Question } from '@/types/quiz';
import { AnalysisItem, type AnalysisLang } from './analysis-item';

export { ANALYSIS_TEXTS, type AnalysisLang } from './analysis-item';

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

/** True when the quiz has Hindi to show: the toggle (and Both) appear only then. */
export const hasHindi = (questions: Question[]) => questions.some((q) => has(q.question_in_hindi));

/**
 * Full Quiz Analysis (spec 2.10): each question with the learner's first choice and the correct option.
 * The spec's toggle switches English and Hindi; 'Both' (issue 33) shows them side by side.
 */
export function QuizAnalysis({
  quizId,
  kind = 'quiz',
  questions,
  firstChoices,
  lang,
  onLang,
}: {
  /** Names the questions for the per-question tools (a bookmark, 'Report a problem'), when given. */
  quizId?: string;
  kind?: 'quiz' | 'kyebye';
  questions: Question[];
  firstChoices: (number | null)[];
  lang: AnalysisLang;
  onLang: (lang: AnalysisLang) => void;
}) {
  return (
    <Box component="section" aria-label="Full Quiz Analysis">
      {hasHindi(questions) && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button
            variant="outlined"
            onClick={() => onLang(lang === 'en' ? 'hi' : 'en')}
            lang={lang === 'en' ? 'hi' : 'en'}
          >
            {lang === 'en' ? 'हिंदी में देखें' : 'View in English'}
          </Button>
          <Button
            variant={lang === 'both' ? 'contained' : 'outlined'}
            aria-pressed={lang === 'both'}
            onClick={() => onLang(lang === 'both' ? 'en' : 'both')}
          >
            Both / दोनों
          </Button>
        </Stack>
      )}
      {lang === 'both' && <EnglishPrevailsNote />}
      <Stack component="ol" sx={{ p: 0, m: 0, gap: 2 }}>
        {questions.map((q, i) => (
          <AnalysisItem
            key={i}
            q={q}
            index={i}
            choice={firstChoices[i] ?? null}
            lang={lang}
            tools={quizId ? <QuestionTools quizId={quizId} kind={kind} index={i} /> : null}
          />
        ))}
      </Stack>
    </Box>
  );
}
