export * from './test-config';
export * from './eventually';
export * from './test-app';
export * from './test-token';
export * from './probe-app';
export * from './event-counter';
export * from './seed-database';
