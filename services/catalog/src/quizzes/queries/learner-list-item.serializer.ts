import type { QuizKind } from '@exam/contracts';
import type { AuthUser } from '@exam/auth';
import { CachedAnswer, etagDigest, type JsonAnswer } from '@exam/common';
import type { LearnerFilter } from '../domain/learner-lists';
import type { QuizAccess, Viewer } from '../../access/quiz-access';
import type { CatalogEntry, QuizCatalog } from '../quiz-catalog';

const KYE_BYE = 'Kye Bye';

/** Kye Bye quizzes live in their own collection; the list of that division is theirs. */
export const listKindOf = (division: string | undefined): QuizKind =>
  division === KYE_BYE ? 'kyebye' : 'quiz';

/** The memory a cached answer holds: its gzip form (or bytes, when small). */
export const answerWeight = (answer: CachedAnswer): number => answer.weight;

/** The items of a list as the visitor sees them: each card's fragment, closed. */
export const visitorItems = (entries: readonly CatalogEntry[]): string =>
  entries.map((e) => `${e.fragment}}`).join(',');

/**
 * A learner list's answer. The learner-independent part is built once per filter set and kept by the
 * catalog until a quiz changes: for a visitor the whole serialized body (with its ETag and gzip form); for a
 * learner see viewerAnswer.
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
  const key = `list:${catalog.listKey(kind, filter)}`;
  const entries = catalog.published(kind, filter);
  const frame = (items: string) => `{"quizzes":[${items}]}`;
  if (!viewer)
    return catalog.derived(key, () => new CachedAnswer(frame(visitorItems(entries))), answerWeight);
  return viewerAnswer({ catalog, access, viewer, listKey: key, entries, frame });
}

/** A list (or page) as one learner sees it: its cached cards, and how its body is framed around them. */
export interface ViewerList {
  catalog: QuizCatalog;
  access: QuizAccess;
  viewer: Viewer;
  /** The cached list's (or page's) key, which the viewer's answers are kept under. */
  listKey: string;
  entries: readonly CatalogEntry[];
  frame: (items: string) => string;
}

const LOCK_CODES = { premium: 'p', old_quiz_restricted: 'o' } as const;
/**
 * How long a learner's decisions over one list are reused for their repeats (the 304s, the app's refetches)
 * instead of decided again quiz by quiz: a second at most. Their entitlement is already read at most a few
 * seconds late (ENTITLEMENT_CACHE_MS), and any change to it or to the catalog drops the reuse at once.
 */
const DECISIONS_REUSED_MS = 1_000;
/** Stands for the access facts of a viewer without an entitlement (per role: staff open everything). */
const NO_ENTITLEMENT = new Map<string, object>();
const holderOf = (viewer: Viewer): object => {
  if (viewer.entitlement) return viewer.entitlement;
  let holder = NO_ENTITLEMENT.get(viewer.role);
  if (!holder) NO_ENTITLEMENT.set(viewer.role, (holder = {}));
  return holder;
};

/**
 * A learner's answer over cached list fragments: canOpen/lockReason are decided per request for the given
 * cards only (at one `now`), one letter each. Learners whose decisions over these cards are the same (most
 * learners fall in a few such classes: no plan, one plan, a school code) share one cached answer, keyed by
 * the list and a digest of the decisions, with its body, strong ETag and gzip form built once; so a repeat
 * that changed nothing gets a 304, and a new learner of a known class costs only the decisions. A learner's
 * repeats within DECISIONS_REUSED_MS (with the same entitlement and catalog) reuse their answer outright.
 */
export function viewerAnswer(list: ViewerList): JsonAnswer {
  return list.catalog.recentFor(holderOf(list.viewer), list.listKey, DECISIONS_REUSED_MS, () =>
    decidedAnswer(list),
  );
}

function decidedAnswer({ catalog, access, viewer, listKey, entries, frame }: ViewerList): JsonAnswer {
  const now = new Date();
  const decisions = entries.map((e) => access.decide(e.summary, viewer, now));
  const codes = decisions.map((d) => (d.allowed ? 'a' : LOCK_CODES[d.reason])).join('');
  return catalog.derived(
    `${listKey}|viewer:${etagDigest(codes)}`,
    () =>
      new CachedAnswer(
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
      ),
    answerWeight,
  );
}
