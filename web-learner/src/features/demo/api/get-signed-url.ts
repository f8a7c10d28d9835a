import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';
import type { PrivateFile } from '../types';

/** POST /api/quizs/getSignedUrl: an expiring URL for a quiz's private video or PDF (spec 7). */
export const getSignedUrl = (file: PrivateFile) =>
  api.post<ApiAnswer<'/api/quizs/getSignedUrl', 'post'>>('/quizs/getSignedUrl', {
    bucketName: file.bucketName,
    fileName: file.fileName,
  });

/** The signed URL of a private file, or undefined while loading; failures are only logged (spec 8). */
export function useSignedUrl(file: PrivateFile | null | undefined) {
  return useQuery({
    queryKey: [queryRoots.quiz, 'signed-url', file?.bucketName, file?.fileName],
    queryFn: () => getSignedUrl(file!),
    enabled: !!file,
    // Signed URLs expire (15 minutes by default): ask again well before.
    staleTime: 5 * 60_000,
    select: (r) => r.signedUrl,
  });
}
