import { Box, Button, Paper, Stack } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { QuestionTools } from '@/components/learning/question-tools';
import { MarkedQuestion } from '@/components/question/marked-question';
import { hasText } from '@/components/question/safe-html';
import type { Question } from '@/types/quiz';

/** True when the quiz has Hindi to show: the toggle appears only then. */
export const hasHindi = (questions: Question[]) => questions.some((q) => hasText(q.question_in_hindi));

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
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      {tools && <Box sx={{ float: 'right', ml: 1 }}>{tools}</Box>}
      <MarkedQuestion q={q} number={index + 1} hindi={hindi} choice={choice} reveal />
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
