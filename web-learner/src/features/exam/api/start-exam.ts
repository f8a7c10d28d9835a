import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clockSample } from '../domain/clock';
import type { ExamSession } from '../types';
import type { TimedSession } from './get-exam-session';

/** POST /api/exams/{quizId}/start: opens the learner's one session, or answers the one they have. */
export async function startExam(quizId: string, displayName: string): Promise<TimedSession> {
  const sentAt = Date.now();
  const session = await api.post<ExamSession>(`/exams/${encodeURIComponent(quizId)}/start`, { displayName });
  return { session, sample: clockSample(session.serverNow, sentAt, Date.now()) };
}

/** The session (and the clock sample) is the answer itself: nothing cached is stale after it. */
export const useStartExam = (quizId: string) =>
  useMutation({ mutationFn: (displayName: string) => startExam(quizId, displayName) });
