import { UnderConstruction } from '@/components/errors/under-construction';

/** Dashboard (spec 2.14). */
export default function Route() {
  return <UnderConstruction title="Dashboard" />;
}
