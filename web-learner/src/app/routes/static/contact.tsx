import { UnderConstruction } from '@/components/errors/under-construction';

/** Contact form (spec 2.18). */
export default function Route() {
  return <UnderConstruction title="Contact us" />;
}
