import { PrivacyPolicy } from '@/features/static-pages/components/privacy';

/** Privacy policy (effective 19 Mar 2025). */
export default function Route() {
  return <PrivacyPolicy />;
}
