import { Disclaimer } from '@/features/static-pages/components/disclaimer';

/** Disclaimer. */
export default function Route() {
  return <Disclaimer />;
}
