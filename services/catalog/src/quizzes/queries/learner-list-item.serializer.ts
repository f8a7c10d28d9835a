import type { AuthUser } from '@exam/auth';
import { CachedAnswer, etagDigest, type JsonAnswer } from '@exam/common';
import type { LearnerFilter } from '../../domain/learner-lists';
import type { QuizAccess, Viewer } from '../../access/quiz-access';
import type { QuizKind } from '../persistence/quiz.schema';
import type { CatalogEntry, QuizCatalog } from '../quiz-catalog';

const KYE_BYE = 'Kye Bye';

/** Kye Bye quizzes live in their own collection; the list of that division is theirs. */
export const listKindOf = (division: string | undefined): QuizKind =>
  division === KYE_BYE ? 'kyebye' : 'quiz';

/**
 * A learner list's answer. The learner-independent part is built once per filter set and kept by the
 * catalog until a quiz changes: for a visitor the whole serialized body (with its ETag and gzip form); for a
 * learner only the access decision (canOpen/lockReason) is made per request, and the ETag is the visitor
 * body's tag plus a digest of those decisions, so a repeat that changed nothing gets a 304 unwritten.
 */
export async function learnerListAnswer(
  catalog: QuizCatalog,
  access: QuizAccess,
  filter: LearnerFilter,
  user: AuthUser | undefined,
): Promise<JsonAnswer> {
  const viewer = await access.viewerOf(user);
  // Everything below is synchronous, so it reads one state of the catalog.
  const kind = listKindOf(filter.division);
  const entries = catalog.published(kind, filter);
  const shared = catalog.derived(
    `list:${catalog.listKey(kind, filter)}`,
    () => new CachedAnswer(`{"quizzes":[${entries.map((e) => `${e.fragment}}`).join(',')}]}`),
  );
  return viewer ? viewerAnswer(access, viewer, shared, entries, (items) => `{"quizzes":[${items}]}`) : shared;
}

/**
 * A learner's answer over a cached visitor answer: canOpen/lockReason decided per request for the given
 * cards only (at one `now`), framed like the visitor body. Its weak ETag is the visitor body's tag plus a
 * digest of the decisions, so a repeat that changed nothing gets a 304 and the body is never written.
 */
export function viewerAnswer(
  access: QuizAccess,
  viewer: Viewer,
  shared: CachedAnswer,
  entries: readonly CatalogEntry[],
  frame: (items: string) => string,
): JsonAnswer {
  const now = new Date();
  const decisions = entries.map((e) => access.decide(e.summary, viewer, now));
  const digest = etagDigest(decisions.map((d) => (d.allowed ? '' : d.reason)).join(','));
  return {
    etag: `W/"${shared.etag.slice(1, -1)}.${digest}"`,
    json: () =>
      frame(
        entries
          .map((e, i) => {
            const d = decisions[i];
            return d.allowed
              ? `${e.fragment},"canOpen":true,"lockReason":null}`
              : `${e.fragment},"canOpen":false,"lockReason":"${d.reason}"}`;
          })
          .join(','),
      ),
  };
}
