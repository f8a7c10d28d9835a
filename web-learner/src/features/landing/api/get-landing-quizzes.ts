import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageSource } from '@/components/ui/responsive-image';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ApiAnswer } from '@exam/web-theme/src/api';
import type { QuizSummary } from '@/types/quiz';

export const FREE_CATEGORY = 'Free Exploratory Quiz';
export const PREMIUM_CATEGORY = 'Premium Quiz';

export type ImageRef = ImageSource;

/** The fields of a list card the landing page reads. */
export type LandingQuiz = Pick<
  QuizSummary,
  '_id' | 'name' | 'subject' | 'difficulty' | 'createdAt' | 'quiz_image' | 'liveWindow'
>;

/** The landing page's fixed filter (spec sections 7 and 9). */
const LANDING_FILTER = {
  difficulty: 'All',
  classs: 'Already passed 12th',
  schoolcode: 'OpenSchool',
  email: '',
  chapter: 'All',
  division: 'Abhyudaya',
};

/** GET /api/quizs/getfilteredquizs for one subject: free exploratory first, then newest. */
export const getLandingQuizzes = async (subject: string, signal?: AbortSignal): Promise<LandingQuiz[]> => {
  const answer = await api.get<ApiAnswer<'/api/quizs/getfilteredquizs', 'get'>>(
    '/quizs/getfilteredquizs',
    { ...LANDING_FILTER, subject },
    signal,
  );
  // Only the two categories the spec shows; other difficulty values exist but are not shown.
  return answer.quizzes.filter((q) => q.difficulty === FREE_CATEGORY || q.difficulty === PREMIUM_CATEGORY);
};

export const getLandingQuizzesQueryOptions = (subject: string) =>
  queryOptions({
    queryKey: [queryRoots.quizzes, 'landing', subject],
    queryFn: ({ signal }) => getLandingQuizzes(subject, signal),
    staleTime: 5 * 60_000,
    // A failure is only logged and loading ends (spec section 8): no retry storm on the first page.
    retry: false,
  });

export const useLandingQuizzes = (subject: string, enabled: boolean) =>
  useQuery({ ...getLandingQuizzesQueryOptions(subject), enabled });

/** An image is a URL or { url, storageType } (spec section 3). */
export const imageUrl = (image: ImageRef): string | null =>
  !image ? null : typeof image === 'string' ? image : image.url || null;
