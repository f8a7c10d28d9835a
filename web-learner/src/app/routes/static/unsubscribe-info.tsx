import { UnsubscribeInfo } from '@/features/static-pages/components/unsubscribe-info';

/** How to unsubscribe (footer link target). */
export default function Route() {
  return <UnsubscribeInfo />;
}
