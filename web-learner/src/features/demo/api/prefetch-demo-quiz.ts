import { preloadFlipBook } from '@/components/flip-book';
import { queryClient } from '@/lib/react-query';
import { imageUrls } from '../utils/media';
import { takeDrawnDemoQuiz } from './drawn-demo-quiz';
import { getDemoQuizQueryOptions } from './get-demo-quiz';

/**
 * A visitor opening /demo/{id} waits for the quiz, then for the intro's first page image: asked while the
 * demo's screen is still loading (src/app/router.tsx), the quiz arrives with it, and the first page image and the
 * flip-book's code are fetched at once instead of after the intro has rendered (Lighthouse's LCP on a phone).
 */
export async function prefetchDemoQuiz(quizid: string): Promise<void> {
  // A page the server drew with the quiz holds it: nothing to ask for.
  takeDrawnDemoQuiz(quizid);
  const quiz = await queryClient.fetchQuery(getDemoQuizQueryOptions(quizid)).catch(() => undefined);
  const firstPage = imageUrls(quiz?.quiz_pdf_images)[0];
  if (!firstPage) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = firstPage;
  void preloadFlipBook().catch(() => undefined);
}
