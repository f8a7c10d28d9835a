/** Shapes the learner app reads from the platform's API (spec section 3). Only fields the app uses. */

export interface Subscription {
  id: string;
  plan: string;
  status: string;
  startDate?: string | null;
  nextBillingDate?: string | null;
  accessibleContent?: string[];
  planName?: string;
}

export interface PurchaseOrder {
  status: string;
  subject: string;
  from: string;
  to: string;
  amount: number;
}

export interface User {
  _id: string;
  userId?: string;
  name: string;
  email: string;
  mobile: string;
  school: string;
  schoolcode: string;
  classs: string;
  section: string;
  city: string;
  state: string;
  country?: string;
  paid: boolean;
  role?: 'learner' | 'editor' | 'admin';
  referralCode?: string;
  paidfor?: string[];
  subscriptions?: Subscription[];
  purchaseOrders?: PurchaseOrder[];
  completedquizs?: string[];
  attemptedquizs?: string[];
}

/** The login answer, stored whole as `currentUser1`. */
export interface LoginResponse {
  user: User;
  token: string;
}

/** The platform's error body: `{ statusCode, message }`. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  error?: string | boolean;
  /** aepsubscription's 409: the learner's subscription to the plan still awaiting its payment. */
  pending?: unknown;
}
