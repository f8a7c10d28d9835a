import { Alert, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MarkedQuestion } from '@/components/question/marked-question';
import type { QuizDetail } from '@/types/quiz';

type MarkedProps = Omit<Parameters<typeof MarkedQuestion>[0], 'q' | 'number' | 'lang'>;

/** One question of a quiz being loaded: a placeholder meanwhile, a note when it cannot be shown. */
export function QuizQuestion({
  quiz,
  index,
  hindi,
  ...view
}: MarkedProps & { quiz: UseQueryResult<QuizDetail> | undefined; index: number; hindi: boolean }) {
  const { t } = useTranslation('learning');
  if (!quiz || quiz.isPending) return <Skeleton variant="rounded" height={140} />;
  const q = quiz.data?.questions[index];
  if (quiz.isError || !q) return <Alert severity="warning">{t('This question is not available now.')}</Alert>;
  return <MarkedQuestion q={q} number={index + 1} lang={hindi ? 'hi' : 'en'} {...view} />;
}
