import { UnderConstruction } from '@/components/errors/under-construction';

/** Select Your Plan (spec 2.16). */
export default function Route() {
  return <UnderConstruction title="Select Your Plan" />;
}
