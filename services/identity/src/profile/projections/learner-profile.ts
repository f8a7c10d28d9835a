/** The learner-profile read model: one precomputed document per user, answering getuserbyid by key. */
export interface ProfileSubscription {
  id: string;
  plan: string;
  billingCycle: string;
  status: string;
  startDate: string | null;
  nextBillingDate: string | null;
  accessibleContent: string[];
  /** The paidfor entry it grants ('Abhyudaya-Already passed 12th'), from its activation. */
  scope?: string;
}

export interface ProfilePurchaseOrder {
  orderId: string;
  status: string;
  subject: string;
  division: string;
  from: string;
  to: string;
  weeks: number;
  amount: number;
  purchasedAt: string;
}

export interface LearnerProfile {
  _id: string;
  /** Optimistic-concurrency version: facts about one user arrive from several topics at once. */
  v: number;
  name: string;
  email: string;
  mobile: string;
  school: string;
  schoolcode: string;
  classs: string;
  section: string;
  city: string;
  state: string;
  country: string;
  role: string;
  verified: boolean;
  referralCode: string | null;
  paidfor: string[];
  subscriptions: ProfileSubscription[];
  purchaseOrders: ProfilePurchaseOrder[];
  completedquizs: string[];
  attemptedquizs: string[];
}

export function emptyProfile(userId: string): LearnerProfile {
  return {
    _id: userId,
    v: 0,
    name: '',
    email: '',
    mobile: '',
    school: '',
    schoolcode: '',
    classs: '',
    section: '',
    city: '',
    state: '',
    country: '',
    role: 'learner',
    verified: false,
    referralCode: null,
    paidfor: [],
    subscriptions: [],
    purchaseOrders: [],
    completedquizs: [],
    attemptedquizs: [],
  };
}

/**
 * Quiz ids a list's array holds before the profile keeps them in one string: FerretDB rewrites a document
 * whole on every update and converts an array element by element, so a learner's lifetime of quiz ids in
 * arrays made each completion cost more than the one before (bench/completion-updates.probe.ts).
 */
export const OPEN_QUIZ_IDS = 16;

export type QuizList = 'attemptedquizs' | 'completedquizs';
const QUIZ_LISTS: readonly QuizList[] = ['attemptedquizs', 'completedquizs'];

/**
 * A profile as stored: past OPEN_QUIZ_IDS, the quiz lists' ids are in `sealed` (JSON of both lists) and
 * the arrays hold only the ids pushed since. Profiles stored before `sealed` hold all ids in the arrays.
 */
export interface StoredProfile extends LearnerProfile {
  sealed?: string;
}

/** The profile a stored document holds: each list the sealed ids then the arrays', each id once, in order. */
export function profileOf(stored: StoredProfile): LearnerProfile {
  const { sealed: json, ...profile } = stored;
  if (!json) return profile;
  const sealed = JSON.parse(json) as Partial<Record<QuizList, string[]>>;
  for (const list of QUIZ_LISTS)
    profile[list] = [...new Set([...(sealed[list] ?? []), ...(stored[list] ?? [])])];
  return profile;
}

/** How a fold writes a profile: the quiz ids in `sealed` once a list has OPEN_QUIZ_IDS, else in the arrays. */
export function storedShape(profile: LearnerProfile): StoredProfile {
  if (QUIZ_LISTS.every((list) => profile[list].length < OPEN_QUIZ_IDS)) return profile;
  const sealed = JSON.stringify({
    attemptedquizs: profile.attemptedquizs,
    completedquizs: profile.completedquizs,
  });
  return { ...profile, sealed, attemptedquizs: [], completedquizs: [] };
}
