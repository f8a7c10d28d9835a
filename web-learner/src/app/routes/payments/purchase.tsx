import { PlansScreen } from '@/features/plans/components/plans-screen';

/** Select Your Plan (spec 2.16). */
export default function Route() {
  return <PlansScreen />;
}
