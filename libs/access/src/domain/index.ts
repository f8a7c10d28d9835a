// The access rules alone, with no database or framework: what domain code may import (@exam/access/domain).
export * from './access-decision';
export * from './download-right';
export * from './entitlement';
export * from './old-quiz.rule';
export * from './subscription-scope';
