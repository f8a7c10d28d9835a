/** The service's name: its database is `<prefix>_attempts` and its mongoose connection is named after it. */
export const ATTEMPTS = 'attempts';
