import { lazy, Suspense } from 'react';
import { useCurrentDialog } from '@/lib/dialogs';

const AppDialog = lazy(() => import('@/components/ui/app-dialog'));

/** Shows the app's alerts and confirms one at a time; the dialog's code loads with the first one. */
export function DialogHost() {
  const dialog = useCurrentDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AppDialog key={dialog.id} dialog={dialog} />
    </Suspense>
  );
}
