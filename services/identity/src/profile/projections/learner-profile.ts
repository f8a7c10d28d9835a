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
