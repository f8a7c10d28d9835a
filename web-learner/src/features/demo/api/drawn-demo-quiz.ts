import { queryClient } from '@/lib/react-query';
import type { DemoQuiz } from '../types';
import { getDemoQuizQueryOptions } from './get-demo-quiz';

/** The element holding the quiz a server drew `/demo/{id}` with (the catalog's getDemoQuizbyId answer). */
export const DRAWN_QUIZ_ELEMENT = 'demo-quiz-data';

const drawn = new Set<string>();

/** True when the page's HTML holds this quiz drawn (not the loader): the app hydrates it as drawn. */
export const isDrawnDemoQuiz = (quizId: string): boolean => drawn.has(quizId);

/**
 * The quiz the server drew the page with, put in the query cache before the app first renders: the app hydrates
 * the drawn question without asking for the quiz again. The server's render (src/prerender/render-demo.tsx)
 * marks it the same way for the time it renders.
 */
export function markDrawnDemoQuiz(quizId: string, quiz: DemoQuiz): () => void {
  queryClient.setQueryData(getDemoQuizQueryOptions(quizId).queryKey, quiz);
  drawn.add(quizId);
  return () => {
    drawn.delete(quizId);
    queryClient.removeQueries({ queryKey: getDemoQuizQueryOptions(quizId).queryKey });
  };
}

/** In the browser: takes the drawn quiz out of the page, if the page has one for this id. */
export function takeDrawnDemoQuiz(quizId: string): void {
  const element = document.getElementById(DRAWN_QUIZ_ELEMENT);
  if (!element || element.dataset.quizId !== quizId) return;
  try {
    markDrawnDemoQuiz(quizId, JSON.parse(element.textContent ?? '') as DemoQuiz);
  } catch {
    // Unreadable: the app asks for the quiz as on a page drawn without it.
  }
}
