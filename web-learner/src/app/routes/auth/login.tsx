import { UnderConstruction } from '@/components/errors/under-construction';

/** Login (spec 2.5). */
export default function Route() {
  return <UnderConstruction title="Login" />;
}
