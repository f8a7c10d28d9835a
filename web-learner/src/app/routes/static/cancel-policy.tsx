import { CancelPolicy } from '@/features/static-pages/components/cancel-policy';

/** Cancellation and refund policy, and terms (one screen). */
export default function Route() {
  return <CancelPolicy />;
}
