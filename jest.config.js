// One Jest run for every service and lib: unit specs beside the code, integration tests under each app's test/.
/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@exam/(contracts|access|messaging|auth|common|dev-infra|testing)$': '<rootDir>/libs/$1/src',
  '^@exam/(contracts|access|messaging|auth|common|dev-infra|testing)/(.*)$': '<rootDir>/libs/$1/src/$2',
};
const base = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
};

module.exports = {
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{services,libs}/**/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{services,libs}/**/test/**/*.test.ts'],
      // The distributed mode's test runs on its own start of it (npm run test:distributed, the end of npm test).
      testPathIgnorePatterns: process.env.DIST_TESTS === '1' ? [] : ['/distributed\\.test\\.ts$'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
  ],
};
