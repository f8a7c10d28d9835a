import { useEffect } from 'react';
import { brand } from '@exam/web-theme';

/** Sets the document title for a screen (read by screen readers on navigation and shown in the tab). */
export function Head({ title }: { title?: string }) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${brand.name}`
      : `${brand.name}: quizzes for UPSC, State PSC, SSC, IBPS and NDA aspirants`;
  }, [title]);
  return null;
}
