export * from './envelope';
export * from './topics';
export * from './enums';
export * from './registry';
export * from './identity/identity.events';
export * from './catalog/catalog.events';
export * from './attempts/attempts.events';
export * from './billing/billing.events';
