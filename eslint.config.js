// One lint setup for the whole repository. Besides the usual TypeScript rules it keeps the dependency
// direction of docs/architecture.md: contract depends on nothing of ours, the apps depend on contract only,
// a portal feature never imports another feature, and no module takes part in an import cycle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const portalFeatures = [
  'auth', 'dashboard', 'referrals', 'marketing-tools', 'withdrawal', 'transactions', 'statement',
  'notifications', 'settings', 'contact', 'security', 'kyc', 'maintenance', 'misc',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@affiliate/*', '**/apps/**'], message: 'The contract depends on nothing of ours.' }] }],
    },
  },
  {
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/portal/**', '@affiliate/portal'], message: 'The gateway depends on the contract only.' }] }],
    },
  },
  {
    files: ['apps/gateway/src/cli/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'fuzz/**/*.ts', 'apps/gateway/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/gateway/**', '@affiliate/gateway'], message: 'The portal talks to the gateway only through the contract.' }] }],
    },
  },
  // A feature folder does not import another feature folder; shared pieces live in components/ or lib/.
  ...portalFeatures.map((feature) => ({
    files: [`apps/portal/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: portalFeatures.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}/**`, `../../${f}/**`]),
          message: 'A feature does not import another feature: move the shared piece to components/ or lib/.',
        }],
      }],
    },
  })),
);
