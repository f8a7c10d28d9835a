/** The service's name: its database is `<prefix>_billing` and its mongoose connection is named after it. */
export const BILLING = 'billing';
