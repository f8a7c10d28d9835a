import { AboutUs } from '@/features/static-pages/components/about-us';

/** About us. */
export default function Route() {
  return <AboutUs />;
}
