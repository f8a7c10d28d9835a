import { UnderConstruction } from '@/components/errors/under-construction';

/** Quiz results (spec 2.10). */
export default function Route() {
  return <UnderConstruction title="Results" />;
}
