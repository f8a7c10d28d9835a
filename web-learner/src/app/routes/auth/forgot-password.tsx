import { UnderConstruction } from '@/components/errors/under-construction';

/** Forgot password (spec 2.13). */
export default function Route() {
  return <UnderConstruction title="Forgot Password" />;
}
