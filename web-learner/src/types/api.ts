import type { ApiSchema } from './api-schema';

/** Shapes the learner app reads from the platform's API (spec section 3), from its OpenAPI document. */

/** The signed-in learner as the login answer gives it (stored whole as `currentUser1`). */
export type User = ApiSchema<'UserData'>;

/** getuserbyid: the user data with subscriptions, purchase orders, referral code and quizzes. */
export type UserProfile = ApiSchema<'UserProfile'>;

export type Subscription = ApiSchema<'ProfileSubscription'>;

export type PurchaseOrder = ApiSchema<'ProfilePurchaseOrder'>;

/** The login answer, stored whole as `currentUser1`. */
export type LoginResponse = ApiSchema<'LoginAnswer'>;

/** The platform's error body: `{ statusCode, message }`. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  error?: string | boolean;
  /** aepsubscription's 409: the learner's subscription to the plan still awaiting its payment. */
  pending?: unknown;
}
