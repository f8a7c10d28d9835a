import { UnderConstruction } from '@/components/errors/under-construction';

/** Reset password with OTP (spec 2.13). */
export default function Route() {
  return <UnderConstruction title="Reset Password" />;
}
