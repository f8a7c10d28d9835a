import { api } from '@/lib/api-client';
import type { ExamSession } from '../types';

/**
 * POST /api/exams/{quizId}/submit: the server scores what was saved; submitting again changes nothing.
 * `atZero`: the countdown ran out (the server marks it automatic if its deadline agrees).
 */
export const submitExam = (quizId: string, atZero = false) =>
  api.post<ExamSession>(`/exams/${encodeURIComponent(quizId)}/submit`, { atZero });
