export * from './auth-user';
export * from './session-validator.port';
export * from './decorators';
export * from './guards';
export * from './jwt.strategy';
export * from './auth.module';
export * from './session-registry/session-rule';
export * from './session-registry/session-registry';
