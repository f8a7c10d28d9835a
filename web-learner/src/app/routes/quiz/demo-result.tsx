import { UnderConstruction } from '@/components/errors/under-construction';

/** Demo result (spec 2.12). */
export default function Route() {
  return <UnderConstruction title="Demo result" />;
}
