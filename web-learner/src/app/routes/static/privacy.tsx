import { UnderConstruction } from '@/components/errors/under-construction';

/** Privacy policy (effective 19 Mar 2025). */
export default function Route() {
  return <UnderConstruction title="Privacy policy" />;
}
