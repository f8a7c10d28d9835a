import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';

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
  if (pages.length === 0) return <Typography color="text.secondary">{t('No pages to display')}</Typography>;
  return (
    <Suspense fallback={<PageLoader />}>
      <PageFlipBook pages={pages} title={title} />
    </Suspense>
  );
}
