import { LandingPage } from '@/features/landing/components/landing-page';

/** Landing page (spec 2.3). */
export default function Route() {
  return <LandingPage />;
}
