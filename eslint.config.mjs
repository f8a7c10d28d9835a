// Lint rules, plus the two boundaries of STYLE.md: no service imports another service's folder,
// and domain code imports nothing from Nest, mongoose or kafkajs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const services = ['identity', 'catalog', 'attempts', 'billing'];

const otherServices = (self) => ({
  regex: `(^|/)(${['platform', ...services].filter((s) => s !== self).join('|')})/(src|test)(/|$)`,
  message: 'A service may not import another service: share contracts through libs/contracts instead.',
});
const frameworkImports = {
  group: ['@nestjs/*', 'mongoose', 'mongodb', 'kafkajs', '@exam/messaging', '@exam/common', '@exam/auth'],
  message: 'Domain rules are plain functions: no framework, database or broker imports.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.cache/**',
      '.data/**',
      'web-learner/**',
      'web-admin/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts'],
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  ...services.flatMap((service) => [
    {
      files: [`services/${service}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherServices(service)] }] },
    },
    {
      files: [`services/${service}/**/domain/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherServices(service), frameworkImports] }] },
    },
  ]),
  {
    files: ['libs/**/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frameworkImports] }] },
  },
  {
    // Scripts, benchmarks and tests print to the terminal on purpose.
    files: ['scripts/**/*.ts', 'bench/**/*.ts', '**/test/**/*.ts', '**/*.spec.ts'],
    rules: { 'no-console': 'off' },
  },
);
