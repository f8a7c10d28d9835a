import type { AuthUser } from '@exam/auth';
import type { QuizAccess } from '../../access/quiz-access';
import type { QuizKind } from '../persistence/quiz.schema';
import type { CatalogEntry } from '../quiz-catalog';

const KYE_BYE = 'Kye Bye';

/** Kye Bye quizzes live in their own collection; the list of that division is theirs. */
export const listKindOf = (division: string | undefined): QuizKind =>
  division === KYE_BYE ? 'kyebye' : 'quiz';

/**
 * How a learner list writes one card, for the caller or for nobody (the lists are public; the learner is
 * optional): the entry's pre-serialized fragment, and with a token whether this user can open the quiz
 * (`canOpen`) and why not (`lockReason`), decided once per request's viewer, at one `now`.
 */
export async function listItemWriter(
  access: QuizAccess,
  user: AuthUser | undefined,
): Promise<(entry: CatalogEntry) => string> {
  const viewer = await access.viewerOf(user);
  if (!viewer) return (entry) => `${entry.fragment}}`;
  const now = new Date();
  return (entry) => {
    const d = access.decide(entry.summary, viewer, now);
    return d.allowed
      ? `${entry.fragment},"canOpen":true,"lockReason":null}`
      : `${entry.fragment},"canOpen":false,"lockReason":"${d.reason}"}`;
  };
}
