import { useCallback, useState } from 'react';
import { session, storageKeys } from '@/lib/storage';

export interface QuizListFilters {
  difficulty: string;
  subject: string;
  chapter: string;
  month: string;
  search: string;
}

const storedPage = (): number => {
  const n = Number(session.get(storageKeys.quizListPage));
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * The list's filters and page. The page is kept in session storage (`quizListPage`, spec 2.7); any filter change
 * goes back to page 1 (a search does too once debounced, which the screen does by calling `setPage(1)`).
 */
export function useQuizListFilters(initialSubject: string | undefined) {
  const [filters, setFilters] = useState<QuizListFilters>({
    difficulty: 'All',
    subject: initialSubject || 'All',
    chapter: 'All',
    month: 'All',
    search: '',
  });
  const [page, setPageState] = useState(storedPage);

  const setPage = useCallback((next: number) => {
    session.set(storageKeys.quizListPage, String(next));
    setPageState(next);
  }, []);

  const setFilter = useCallback(
    <K extends keyof QuizListFilters>(key: K, value: QuizListFilters[K]) => {
      setFilters((f) => ({
        ...f,
        [key]: value,
        // A new subject offers other chapters.
        ...(key === 'subject' ? { chapter: 'All' } : {}),
      }));
      if (key !== 'search') setPage(1);
    },
    [setPage],
  );

  return { filters, setFilter, page, setPage };
}
