import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const pageLinksOnly = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Link to a page with PageLink (components/layout/page-link.tsx): it navigates after the tap has its frame.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-e2e/',
      '**/__generated__/',
      'locales/i18n-*',
      '**/playwright-report/',
      '**/test-results/',
      'contract-tests/pacts/',
      '**/.react-router/', // React Router's route types, written by `pnpm dev`
      // The edge's rendered pages, rewritten by the deploy tests while lint runs beside them in `pnpm test:quick`.
      'deploy/base/edge/generated/',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One import per module, its types with its values (\`import { f, type T } from 'm'\`).
      'no-duplicate-imports': 'error',
    },
  },
  // Files stay small enough to read at once (docs/architecture.md's conventions): tests, generated
  // code and data (translations) may be longer.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'locales/*/**'],
    rules: { 'max-lines': ['error', { max: 150 }] },
  },
  // The operation files, checked against schema/ (graphql.config.ts says where both are).
  {
    files: ['packages/graphql/src/operations/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // docs/architecture.md's conventions: one operation per file, named after it.
      '@graphql-eslint/lone-executable-definition': 'error',
      '@graphql-eslint/match-document-filename': [
        'error',
        { fileExtension: '.graphql', query: 'matchDocumentStyle', mutation: 'matchDocumentStyle' },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, 'locales/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // A link to a page of the app is a PageLink: its navigation starts after the tap's frame.
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [pageLinksOnly] }] },
  },
  // The root route, the route config and the entry files are the app's top: nothing below imports them.
  {
    files: [`${web}/{components,features,lib,testing}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [pageLinksOnly],
          patterns: [
            {
              regex: '(^@|\\.)/(root|routes|entry\\.(client|server))$',
              message:
                'The root route, routes.ts and the entry files import features and shared code, not the other way.',
            },
          ],
        },
      ],
    },
  },
  // Imports point one way: the app (route modules, layouts, the root route and the entry files)
  // -> features -> shared code (components, lib), and features do not import each other
  // (bulletproof-react's unidirectional architecture).
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: `${web}/app` },
        { type: 'feature', pattern: `${web}/features/*`, capture: ['featureName'] },
        { type: 'shared', pattern: `${web}/(components|hooks|lib|testing|utils)` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code (components, hooks, lib) must not import features or the app.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'A feature must not import another feature or the app: compose them in app/.',
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { featureName: '{{ from.element.captured.featureName }}' } },
                },
              },
            },
          ],
        },
      ],
    },
  },
);
