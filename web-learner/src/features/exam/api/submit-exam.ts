import { api } from '@/lib/api-client';
import type { ExamSession } from '../types';

/** POST /api/exams/{quizId}/submit: the server scores what was saved; submitting again changes nothing. */
export const submitExam = (quizId: string) =>
  api.post<ExamSession>(`/exams/${encodeURIComponent(quizId)}/submit`);
