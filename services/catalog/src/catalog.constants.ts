/** The service's name: its database is `<prefix>_catalog` and its mongoose connection is named after it. */
export const CATALOG = 'catalog';
