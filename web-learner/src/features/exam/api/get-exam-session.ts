import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { clockSample, type ClockSample } from '../domain/clock';
import type { ExamSession } from '../types';

export interface TimedSession {
  session: ExamSession | null;
  /** The server's clock against this device's, from this very answer. */
  sample: ClockSample | null;
}

/** GET /api/exams/{quizId}/session; `session` null when the learner has not started it. */
export async function getExamSession(quizId: string): Promise<TimedSession> {
  const sentAt = Date.now();
  try {
    const session = await api.get<ExamSession>(`/exams/${encodeURIComponent(quizId)}/session`);
    return { session, sample: clockSample(session.serverNow, sentAt, Date.now()) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { session: null, sample: null };
    throw e;
  }
}

export const examSessionQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: [queryRoots.exam, quizId, 'session'],
    queryFn: () => getExamSession(quizId),
    // The clock comes with it: always asked afresh; offline, the device's own copy takes over.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
