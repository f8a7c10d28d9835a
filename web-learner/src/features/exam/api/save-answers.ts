import { api } from '@/lib/api-client';
import type { SaveAnswer, SaveItem } from '../types';

/** POST /api/exams/{quizId}/answers: a device's saves, acknowledged by its seq (idempotent, in order). */
export const saveAnswers = (quizId: string, deviceId: string, saves: SaveItem[]) =>
  api.post<SaveAnswer>(`/exams/${encodeURIComponent(quizId)}/answers`, { deviceId, saves });
