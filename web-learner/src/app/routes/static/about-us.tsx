import { UnderConstruction } from '@/components/errors/under-construction';

/** About us. */
export default function Route() {
  return <UnderConstruction title="About us" />;
}
