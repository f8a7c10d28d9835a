export * from './domain';
export * from './entitlement-store';
export * from './entitlements.projector';
