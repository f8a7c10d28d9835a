import type { ApiSchema } from '@exam/web-theme/src/api';

/** Shapes the learner app reads from the platform's API (spec section 3), from its OpenAPI document. */

/** The signed-in learner as the login answer gives it (stored whole as `currentUser1`). */
export type User = ApiSchema<'UserData'>;

/** getuserbyid: the user data with subscriptions, purchase orders, referral code and quizzes. */
export type UserProfile = ApiSchema<'UserProfile'>;

export type Subscription = ApiSchema<'ProfileSubscription'>;

export type PurchaseOrder = ApiSchema<'ProfilePurchaseOrder'>;

/** The login answer, stored whole as `currentUser1`. */
export type LoginResponse = ApiSchema<'LoginAnswer'>;

/**
 * The platform's error body (`{ statusCode, message }` and a call's own fields, e.g. aepsubscription's 409
 * `pending`); partial: a body that is not JSON reaches the app as `{}`.
 */
export type ApiErrorBody = Partial<ApiSchema<'ErrorBody'>>;
