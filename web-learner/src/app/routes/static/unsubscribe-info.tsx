import { UnderConstruction } from '@/components/errors/under-construction';

/** How to unsubscribe (footer link target). */
export default function Route() {
  return <UnderConstruction title="Unsubscribe" />;
}
