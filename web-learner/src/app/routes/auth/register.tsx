import { UnderConstruction } from '@/components/errors/under-construction';

/** Create Account (spec 2.4). */
export default function Route() {
  return <UnderConstruction title="Create Account" />;
}
