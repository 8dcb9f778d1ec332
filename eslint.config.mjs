// One lint configuration for the whole monorepo: TypeScript, React hooks, jsx-a11y, import order
// and cycles, and the one-way dependencies between packages (`packageZones`), between the layers
// of a package's source (`layerZones`) and between features.
import fs from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { noRelativePackageImports } from './config/eslint/no-relative-package-imports.mjs';

const remotes = ['mf-home-tours', 'mf-blog-gallery', 'mf-forms'];

/** One zone per feature folder: it may import itself and shared code, never a sibling feature. */
function featureZones(pkg) {
  const dir = `${pkg}/src/features`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${dir}/${entry.name}`,
      from: `./${dir}`,
      except: [`./${entry.name}`],
      message: 'A feature does not import another feature.',
    }));
}

/** The folders of a front end's source that any part of it may use, and that use no feature. */
const sharedFolders = ['components', 'hooks', 'lib', 'config', 'telemetry'];

/**
 * Inside a front end's source, imports point one way: app → features → shared code. The app is the
 * start and its React side (`index.ts`, `bootstrap.tsx`), `app/` (routes, registries, prerender)
 * and `provides/` (the modules the shell provides to the remotes); it composes the features, which
 * never import it. Shared code (components, hooks, lib, config, telemetry) imports neither.
 */
function layerZones(pkg) {
  const src = `${pkg}/src`;
  const existing = (names) =>
    names.map((name) => `./${src}/${name}`).filter((dir) => fs.existsSync(dir));
  const app = existing(['app', 'provides', 'index.ts', 'bootstrap.tsx']);
  const features = existing(['features']);
  const shared = existing(sharedFolders);
  return [
    ...(features.length > 0 && app.length > 0
      ? [
          {
            target: features,
            from: app,
            message: 'A feature does not import the app: the app composes the features.',
          },
        ]
      : []),
    ...(shared.length > 0 && app.length + features.length > 0
      ? [
          {
            target: shared,
            from: [...app, ...features],
            message: 'Shared code (components, hooks, lib…) imports neither a feature nor the app.',
          },
        ]
      : []),
  ];
}
/** The packages that build on shared-types and site-rules. */
const consumers = [
  './release',
  './shell',
  ...remotes.map((remote) => `./${remote}`),
  './lambdas',
  './infra-cdk',
];

/**
 * Dependencies point one way, at build time as at run time: shared-types ← site-rules ← shell ←
 * remotes, and the Lambdas and the CDK app on either of the first two. shared-types (the
 * contracts) imports no package of the site; site-rules (the code that runs on them) imports
 * shared-types only; the shell (its source, its builds, its prerender) imports no file of a
 * remote, whose pages it finds at run time; a remote imports no file of the shell or of another
 * remote, and reaches the shell only through the federated `shell/ui`, `shell/booking` and
 * `shell/router`. browsers, which launches the three engines, imports none of them.
 */
const packageZones = [
  {
    target: './release',
    from: [
      ...consumers.filter((consumer) => consumer !== './release'),
      './shell-contract',
      './e2e',
      './scripts',
      './server',
    ],
    message:
      'The release model and pipeline build on shared-types and site-rules alone: the CDK app, the servers and the scripts import it, never the other way.',
  },
  {
    target: './shared-types',
    from: ['./site-rules', ...consumers],
    message:
      'shared-types is the contract every package compiles against: it imports none of them.',
  },
  {
    target: './site-rules',
    from: consumers,
    message: 'site-rules runs on the contracts (shared-types) alone: it imports no other package.',
  },
  {
    target: './shell',
    from: remotes.map((remote) => `./${remote}`),
    message:
      "The shell never imports a remote's files: it loads their pages at run time from their deployed releases.",
  },
  {
    target: './browsers',
    from: [
      './shared-types',
      './site-rules',
      './shell-contract',
      ...consumers,
      './e2e',
      './server',
      './scripts',
    ],
    message:
      'browsers launches the engines for whoever drives a page (the e2e suites, the release smoke): it imports no package of the site.',
  },
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
    message:
      'A remote reaches the shell only through shell/ui, shell/booking and shell/router, and never imports another remote.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/cdk.out/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      // The canary drill's scratch copy of the forms package, while it runs.
      '.canary-drill-forms-*/**',
      // Generated by npm run contract -w shell.
      'shell-contract/types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'import-x': importX,
      workspace: { rules: { 'no-relative-package-imports': noRelativePackageImports } },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tsconfig.base.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/core-modules': ['shell/ui', 'shell/booking', 'shell/router'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      'workspace/no-relative-package-imports': ['error', { root: import.meta.dirname }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The single-bundle baseline compiles the site's own sources and build settings into one
    // bundle, and the federation floor reads the shell's versions: what they measure is those
    // files, not a package's exports.
    files: ['scripts/bench-web/**'],
    rules: { 'workspace/no-relative-package-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The CloudFront Function: a script whose data (`SITE`) and key value store (`KVS`) are
    // written above it when it is built, for a runtime of ES 5.1 with const, let, arrow functions,
    // template literals and async/await.
    files: ['release/src/edge/*.js'],
    languageOptions: {
      ecmaVersion: 2017,
      sourceType: 'script',
      globals: {
        ...Object.fromEntries(
          Object.keys({ ...globals.browser, ...globals.node }).map((name) => [name, 'off']),
        ),
        SITE: 'readonly',
        KVS: 'readonly',
      },
    },
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ForOfStatement',
          'ObjectPattern',
          'ArrayPattern',
          'SpreadElement',
          'ClassDeclaration',
        ].map((selector) => ({
          selector,
          message: 'CloudFront Functions do not run this syntax.',
        })),
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The shell's router and toast store are the page's only ones (docs/decisions/006); tests
    // render a page in their own router and toaster.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: remotes.flatMap((remote) => [
      `${remote}/src/**/*.test.{ts,tsx}`,
      `${remote}/src/test-utils/**`,
    ]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'Use shell/router: the shell owns the one router.',
            },
            { name: 'react-router', message: 'Use shell/router: the shell owns the one router.' },
            {
              name: 'sonner',
              message: 'Use toast from shell/ui: the shell renders the one Toaster.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-types/**', 'site-rules/**', 'release/**', 'shell/**', 'mf-*/**', 'browsers/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...packageZones,
            ...layerZones('shell'),
            ...['shell', ...remotes].flatMap(featureZones),
          ],
        },
      ],
    },
  },
);
