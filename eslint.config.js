import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';

export default tseslint.config(
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, 'locales/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // Imports flow shared -> features -> app, and features do not import each other
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
