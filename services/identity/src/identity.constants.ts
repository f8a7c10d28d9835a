/** The service's name: its database is `<prefix>_identity` and its mongoose connection is named after it. */
export const IDENTITY = 'identity';
