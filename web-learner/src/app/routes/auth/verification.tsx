import { UnderConstruction } from '@/components/errors/under-construction';

/** OTP verification (spec 2.6). */
export default function Route() {
  return <UnderConstruction title="Verify your email" />;
}
