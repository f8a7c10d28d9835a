import { UnderConstruction } from '@/components/errors/under-construction';

/** Purchase Old Quiz (spec 2.17). */
export default function Route() {
  return <UnderConstruction title="Purchase Old Quiz" />;
}
