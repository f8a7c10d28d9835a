import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrating } from '@/lib/use-hydrating';
import { BookPoster } from './book-poster';

export interface FlipBookProps {
  /** Page image URLs, in order. */
  pages: string[];
  /** Read by screen readers as the book's name. */
  title?: string;
}

// page-flip loads with the first book shown (or just before: preloadFlipBook), never with the landing page.
export const preloadFlipBook = () => import('./page-flip-book');
const PageFlipBook = lazy(preloadFlipBook);

/** The PDF page viewer of spec 2.9 ("Topic Insights", "Quiz Insights") in a page-flip style. */
export function FlipBook({ pages, title }: FlipBookProps) {
  // Shared by several screens: never suspend them for this namespace (its keys are the English texts).
  const { t } = useTranslation('flipbook', { useSuspense: false });
  // Drawn by the server (the demo intro): its first page as an image until the app has hydrated it.
  const hydrating = useHydrating();
  if (pages.length === 0) return <Typography color="text.secondary">{t('No pages to display')}</Typography>;
  const poster = <BookPoster src={pages[0]} alt={t('Page {{n}}', { n: 1 })} />;
  if (hydrating) return poster;
  return (
    <Suspense fallback={poster}>
      <PageFlipBook pages={pages} title={title} />
    </Suspense>
  );
}
