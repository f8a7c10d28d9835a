import { lazy, Suspense } from 'react';
import { useToastsWanted } from '@/lib/notify';

const ToastArea = lazy(() => import('@/components/ui/toast-area'));

/** The toast area, mounted with the first toast. */
export function Toasts({ mode }: { mode: 'light' | 'dark' }) {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea mode={mode} />
    </Suspense>
  );
}
