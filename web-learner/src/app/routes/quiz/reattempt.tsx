import { UnderConstruction } from '@/components/errors/under-construction';

/** Reattempt (spec 2.11). */
export default function Route() {
  return <UnderConstruction title="Practice" />;
}
