import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { User } from '@/types/api';
import { FREE_CATEGORY, KYE_BYE, type AttemptResult, type QuizDetail } from '@/types/quiz';
import { tally, type AnswerSheet } from '../domain/answer-sheet';

/** Divisions whose attempts are recorded when a quiz starts (spec section 4). */
export const RECORDED_ON_START = ['Udbodh', 'Bauddha Dakshata', 'Abhyudaya'];

/** The fields every attempts call carries (spec section 7); the server keeps its own counts. */
export function attemptBody(user: User, quiz: QuizDetail, sheet: AnswerSheet) {
  return {
    userId: user._id,
    quizId: quiz._id,
    ...tally(sheet),
    division: quiz.division,
    userName: user.name,
    userSchoolcode: user.schoolcode,
    userClass: user.classs,
    userSection: user.section,
    quizName: quiz.name,
    quizCategory: quiz.difficulty === FREE_CATEGORY ? FREE_CATEGORY : quiz.difficulty,
    quizSubject: quiz.subject,
  };
}

/** POST /api/users/attemptquiz (attemptkyebyequiz for Kye Bye): on start, and on exit with the learner's place. */
export const recordAttempt = (quiz: QuizDetail, body: ReturnType<typeof attemptBody>, onExit?: User) =>
  api.post<unknown>(
    quiz.division === KYE_BYE ? '/users/attemptkyebyequiz' : '/users/attemptquiz',
    onExit ? { ...body, country: onExit.country ?? 'India', state: onExit.state, city: onExit.city } : body,
  );

/** Records an attempt; the profile and dashboard (attempted quizzes) are read again after. */
export function useRecordAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { quiz: QuizDetail; body: ReturnType<typeof attemptBody>; onExit?: User }) =>
      recordAttempt(v.quiz, v.body, v.onExit),
    onSuccess: () =>
      Promise.all(
        [[queryRoots.profile], [queryRoots.dashboard]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/users/completequiz or completekyebyequiz: the server scores `answers` and dedupes on attemptId. */
export const completeQuiz = (kind: 'quiz' | 'kyebye', body: Record<string, unknown>) =>
  api.post<AttemptResult>(kind === 'kyebye' ? '/users/completekyebyequiz' : '/users/completequiz', body);

/** POST /api/users/storeTimeSpent (errors are only logged, spec section 7). */
export const storeTimeSpent = (body: Record<string, unknown>) =>
  api.post<unknown>('/users/storeTimeSpent', body);

/** POST /api/users/storeReattemptTimeSpent: the practice screen's time, never counted in results. */
export const storeReattemptTimeSpent = (body: Record<string, unknown>) =>
  api.post<unknown>('/users/storeReattemptTimeSpent', body);

/** The practice screen's time: nothing the app shows changes with it. */
export const useStoreReattemptTimeSpent = () => useMutation({ mutationFn: storeReattemptTimeSpent });

/** The time-spent record of spec section 3. */
export function timeSpentBody(
  user: User,
  quiz: QuizDetail,
  durations: number[],
  times?: { start: string; end: string },
) {
  return {
    userId: user._id,
    quizId: quiz._id,
    quizName: quiz.name,
    quizDivision: quiz.division,
    quizClass: quiz.classs,
    quizSubject: quiz.subject,
    quizChapter: quiz.chapter,
    durations,
    ...(times ? { quizStartTime: times.start, quizEndTime: times.end } : {}),
  };
}
