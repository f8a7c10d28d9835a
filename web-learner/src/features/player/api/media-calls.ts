import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';
import type { PrivateFile } from '@/types/quiz';

/** POST /api/quizs/getSignedUrl: an expiring URL for a private video or question PDF. */
export const getSignedUrl = (file: PrivateFile) =>
  api.post<ApiAnswer<'/api/quizs/getSignedUrl', 'post'>>('/quizs/getSignedUrl', {
    bucketName: file.bucketName,
    fileName: file.fileName,
  });

/** A signed URL for a private file; refetched before it can expire. Failures are only logged (spec section 8). */
export function useSignedUrl(file: PrivateFile | null | undefined) {
  return useQuery({
    queryKey: [queryRoots.quiz, 'signed', file?.bucketName, file?.fileName],
    queryFn: () => getSignedUrl(file!),
    enabled: !!file,
    staleTime: 4 * 60_000,
    select: (d) => d.signedUrl,
  });
}

/** A 200 is always allowed, with the URL; a refusal is a 403 or the daily limit's 429. */
export type DownloadAnswer = ApiAnswer<'/api/quizs/check-download', 'post'>;

/** POST /api/quizs/check-download (spec section 7). */
export const checkDownload = (url: string) => api.post<DownloadAnswer>('/quizs/check-download', { url });

/** Each allowed download counts against the learner's daily limit: a call that changes state. */
export const useCheckDownload = () => useMutation({ mutationFn: checkDownload });
