import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';
import type { QuizSummary } from '@/types/quiz';

/** The fields of a list card the purchase form reads. */
export type AepQuiz = Pick<QuizSummary, '_id' | 'subject' | 'createdAt' | 'difficulty'>;

/** The purchase form's defaults (spec section 3). */
export const OLD_QUIZ_CLASS = 'Already passed 12th';
export const OLD_QUIZ_DIVISION = 'Abhyudaya';

/** GET /api/quizs/getAepQuizzes: all (for the subject list), or one subject's quizzes. */
export const getAepQuizzes = (subject?: string) =>
  api.get<ApiAnswer<'/api/quizs/getAepQuizzes', 'get'>>(
    '/quizs/getAepQuizzes',
    subject ? { subject, division: OLD_QUIZ_DIVISION, classs: OLD_QUIZ_CLASS } : {},
  );

/** The distinct non-empty subjects, in the order they first appear. */
export function subjectsOf(quizzes: readonly AepQuiz[]): string[] {
  return [...new Set(quizzes.map((q) => q.subject.trim()).filter(Boolean))];
}

export const useOldQuizSubjects = () =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.quizzes, 'aep', 'subjects'],
      queryFn: async () => subjectsOf((await getAepQuizzes()).quizzes),
    }),
  );

export const useSubjectQuizzes = (subject: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.quizzes, 'aep', subject],
      queryFn: async () => (await getAepQuizzes(subject)).quizzes,
      enabled: enabled && !!subject,
    }),
  );
