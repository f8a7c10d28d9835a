import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ConfidenceTag } from '@/components/learning/confidence';

export interface WhatIf {
  actual: number;
  underPenalty: { none: number; quarter: number; third: number; half: number };
  skippingGuesses: number;
  skippingFifties: number;
  guessingGain: number;
  fiftyGain: number;
  guesses: number;
  fifties: number;
}

export interface ResultInsights {
  attemptId: string;
  tagged: boolean;
  marking: { marksPerCorrect: number; negativeMarks: number };
  byTag: Record<ConfidenceTag, { answered: number; right: number }>;
  disagreements: Array<{ index: number; kind: 'sureButWrong' | 'guessedRight' }>;
  whatIf: WhatIf | null;
}

/** GET /api/attempts/insights/{attemptId}: computed by the server from the stored result. */
export const getResultInsights = (attemptId: string) =>
  api.get<ResultInsights>(`/attempts/insights/${encodeURIComponent(attemptId)}`);

export const useResultInsights = (attemptId: string) =>
  useQuery(
    queryOptions({
      queryKey: [queryRoots.learning, 'insights', attemptId],
      queryFn: () => getResultInsights(attemptId),
      // Asked again like the stored result: a corrected key changes it.
      staleTime: 0,
    }),
  );
