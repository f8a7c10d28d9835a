import { UnderConstruction } from '@/components/errors/under-construction';

/** Cancellation and refund policy, and terms (one screen). */
export default function Route() {
  return <UnderConstruction title="Cancellation and refund policy" />;
}
