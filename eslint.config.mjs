// Lint rules, plus the two boundaries of STYLE.md: no service imports another service's folder,
// and domain code imports nothing from Nest, mongoose or kafkajs.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const services = ['identity', 'catalog', 'attempts', 'billing'];

// The learner app's layers, as bulletproof-react enforces them: no feature imports another feature, and the
// shared layers (components, hooks, lib, config, types, utils) import neither features nor the app.
const learner = './web-learner/src';
const featuresDir = new URL('./web-learner/src/features', import.meta.url);
const learnerFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const webProjects = ['web-learner/tsconfig.json', 'web-admin/tsconfig.json'].filter((p) =>
  existsSync(new URL(`./${p}`, import.meta.url)),
);
const learnerZones = [
  ...learnerFeatures.map((feature) => ({
    target: `${learner}/features/${feature}`,
    from: `${learner}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in src/app.',
  })),
  { target: `${learner}/features`, from: `${learner}/app`, message: 'Features do not import the app layer.' },
  {
    target: ['components', 'hooks', 'lib', 'config', 'types', 'utils', 'testing'].map(
      (d) => `${learner}/${d}`,
    ),
    from: [`${learner}/features`, `${learner}/app`],
    message: 'Shared code does not import features or the app.',
  },
];

const otherServices = (self) => ({
  regex: `(^|/)(${['platform', ...services].filter((s) => s !== self).join('|')})/(src|test)(/|$)`,
  message: 'A service may not import another service: share contracts through libs/contracts instead.',
});
const frameworkImports = {
  group: ['@nestjs/*', 'mongoose', 'mongodb', 'kafkajs', '@exam/messaging', '@exam/common', '@exam/auth'],
  message: 'Domain rules are plain functions: no framework, database or broker imports.',
};
// @exam/access also holds its projector and store: domain code takes the rules alone.
const accessRulesOnly = {
  regex: '^@exam/access$',
  message: 'Domain code imports the access rules from @exam/access/domain (no projector, no database).',
};
// libs/contracts keeps types, event definitions and schemas only: behaviour lives in the libs that use them.
const contractsLayer = {
  files: ['libs/contracts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@exam/*', '@nestjs/*', 'mongoose', 'mongodb', 'kafkajs'],
            message:
              'libs/contracts holds types, events and schemas only (rules live in libs such as @exam/access).',
          },
        ],
      },
    ],
  },
};

// Commands carry plain fields, not request DTOs, and handlers raise domain errors (DomainError of
// @exam/common, mapped to statuses by the one exception filter), not Nest's HTTP exceptions: the
// application layer knows nothing of HTTP, as domain-driven-hexagon enforces its layers.
const plainCommandServices = ['identity', 'catalog', 'attempts', 'billing'];
const nestHttpExceptions = [
  'HttpException',
  'BadRequestException',
  'UnauthorizedException',
  'ForbiddenException',
  'NotFoundException',
  'ConflictException',
  'GoneException',
  'PayloadTooLargeException',
  'UnprocessableEntityException',
  'InternalServerErrorException',
  'ServiceUnavailableException',
];
const commandLayer = (service) => ({
  files: [`services/${service}/**/*.command.ts`, `services/${service}/**/*.handler.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@nestjs/common',
            importNames: nestHttpExceptions,
            message:
              'Handlers raise domain errors (DomainError of @exam/common); the exception filter maps them.',
          },
        ],
        patterns: [
          otherServices(service),
          {
            regex: '\\.request\\.dto$',
            message: 'Commands carry plain fields: the controller maps its request DTO onto them.',
          },
        ],
      },
    ],
  },
});

const webApps = [
  {
    files: ['web-learner/**/*.{ts,tsx}', 'web-admin/**/*.{ts,tsx}', 'web-theme/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: webProjects })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web-learner/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: learnerZones }],
      // Server calls live in features/<feature>/api (and the one client in lib/api-client.ts).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server with lib/api-client from features/<feature>/api.' },
      ],
    },
  },
  {
    files: [
      'web-learner/src/lib/api-client.ts',
      'web-learner/src/**/*.test.{ts,tsx}',
      'web-learner/src/testing/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.cache/**',
      '.data/**',
      'web-*/dist/**',
      'e2e/.output/**',
      'web-theme/src/api/api.gen.ts',
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
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [otherServices(service), frameworkImports, accessRulesOnly] },
        ],
      },
    },
  ]),
  ...plainCommandServices.map(commandLayer),
  {
    files: ['libs/**/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frameworkImports, accessRulesOnly] }] },
  },
  contractsLayer,
  {
    // Scripts, benchmarks and tests print to the terminal on purpose.
    files: ['scripts/**/*.ts', 'bench/**/*.ts', '**/test/**/*.ts', '**/*.spec.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...webApps,
);
