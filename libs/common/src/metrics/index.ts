export * from './metrics-registry';
export * from './http-metrics';
