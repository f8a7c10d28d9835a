import { UnderConstruction } from '@/components/errors/under-construction';

/** Disclaimer. */
export default function Route() {
  return <UnderConstruction title="Disclaimer" />;
}
