import { UnderConstruction } from '@/components/errors/under-construction';

/** Landing page (spec 2.3): part 1 of the learner app. */
export default function Route() {
  return <UnderConstruction title="Exam Prep" />;
}
