/** The service's name: its database is `<prefix>_billing` and its mongoose connection is named after it. */
export const BILLING = 'billing';

/** Every amount we charge is in Indian rupees; the provider counts paise (1 rupee = 100 paise). */
export const CURRENCY = 'INR';
export const PAISE_PER_RUPEE = 100;

/**
 * How often cancelled subscriptions whose access date has passed are marked expired. A minute is fine:
 * access itself is decided by the next billing date, the sweep only tidies the status (candidate setting).
 */
export const ACCESS_SWEEP_INTERVAL_MS = 60_000;

/**
 * How long the local checkout waits before delivering its webhooks, so they race the browser's verify call
 * as the real provider's do (candidate setting; 0 delivers at once).
 */
export const LOCAL_WEBHOOK_DELAY_MS = 20;

/** The key id the local checkout hands the learner app in place of RAZORPAY_KEY_ID. */
export const LOCAL_KEY_ID = 'rzp_test_local';
