import { UnderConstruction } from '@/components/errors/under-construction';

/** Quiz list (spec 2.7). */
export default function Route() {
  return <UnderConstruction title="Quizzes" />;
}
