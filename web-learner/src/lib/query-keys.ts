import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every query key, in one place, so a feature can refresh what another feature shows without
 * importing it (after a payment: the profile, access and the quiz list; after a completion: the dashboard).
 * A feature's own keys start with its root: `[queryRoots.quizzes, 'list', filters]`.
 */
export const queryRoots = {
  /** The signed-in learner's getuserbyid answer (subscriptions, purchases, completed and attempted quizzes). */
  profile: 'profile',
  dashboard: 'dashboard',
  quizzes: 'quizzes',
  quiz: 'quiz',
  chapters: 'chapters',
  percentile: 'percentile',
  /** The learner's stored (possibly re-scored) result of a quiz. */
  storedResult: 'storedResult',
  plans: 'plans',
  /** The learner's own reports of questions ('My reports'). */
  reports: 'reports',
  geo: 'geo',
  /** Exam mode (issue 31): the learner's session of an exam, its paper and its result. */
  exam: 'exam',
  /** A live mock's answer key: provisional with its challenge window, or final (issue 33). */
  keyChallenges: 'keyChallenges',
  /** The learning loop: My Mistakes, practice, bookmarks, topic analysis, result insights. */
  learning: 'learning',
} as const;

/** What changes when a learner pays: their profile and every quiz list and quiz (access answers). */
export const afterPaymentKeys = [
  [queryRoots.profile],
  [queryRoots.quizzes],
  [queryRoots.quiz],
  [queryRoots.dashboard],
];

/** Reads again what a payment changes, and the plan cards too when a plan was bought or cancelled. */
export const refreshAfterPayment = (client: QueryClient, { plans = false } = {}) =>
  Promise.all(
    [...afterPaymentKeys, ...(plans ? [[queryRoots.plans]] : [])].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
