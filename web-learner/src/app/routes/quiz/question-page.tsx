import { UnderConstruction } from '@/components/errors/under-construction';

/** Question page (spec 2.9). */
export default function Route() {
  return <UnderConstruction title="Quiz" />;
}
