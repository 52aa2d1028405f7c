// One lint setup for the whole repository. Besides the usual TypeScript rules it keeps the dependency
// direction of docs/architecture.md: contract depends on nothing of ours, the apps depend on contract only,
// a portal feature never imports another feature, and no module takes part in an import cycle.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

// The gateway's layers, lowest first: a file may import its own layer and the layers under it, never one
// above (docs/architecture.md draws them). app-context.ts is the context every layer from http up is handed;
// it names only what lies under it (db, config, caches).
const gatewayLayers = [
  ['config/', 'calendar/', 'i18n/'],
  ['db/', 'caches/'],
  ['app-context.ts'],
  ['http/'],
  ['plugins/'],
  ['modules/'],
  ['demo/', 'jobs/'],
  ['app.ts', 'app-modules.ts'],
  ['cli/', 'server.ts'],
];
const gatewaySrc = 'apps/gateway/src/';
const inGateway = (part) => `${gatewaySrc}${part.replace(/\/$/, '')}`;
const layerZones = gatewayLayers.flatMap((layer, index) => {
  const above = gatewayLayers.slice(index + 1).flat();
  return above.length === 0
    ? []
    : [
        {
          target: layer.map(inGateway),
          from: above.map(inGateway),
          message: `A gateway layer imports only its own and the layers under it: ${layer.join(' ')} may not import ${above.join(' ')}.`,
        },
      ];
});
// Inside modules/: a setting's check is added by the module that reads it (settings imports no module), and
// the pairs that used to import each other keep one direction.
const moduleZones = [
  [
    'settings',
    '!(settings)',
    "settings knows no module: a module adds its setting's check (modules/settings/checks.ts)",
  ],
  ['kyc', 'withdrawals', "the withdrawal rule reads kyc's verification; kyc does not read withdrawals"],
  ['payments', 'withdrawals', 'withdrawals use payout options and details; payments do not use withdrawals'],
  ['auth', 'account-settings', 'account settings use sign-ins; auth does not use account settings'],
  ['referral-codes', 'banners', 'banners link to referral codes; referral codes do not use banners'],
  ['auth', 'totp', "totp's sign-in step stands on auth: the app hands it to auth's sign-in"],
  [
    'members',
    'referral-codes',
    "referral codes take the affiliate's lock; a new affiliate's first code is made in affiliates/",
  ],
  ['postbacks', 'commission', "the close writes commission postbacks; the plan's CPA amount is handed in"],
].map(([target, from, why]) => ({
  target: [`${gatewaySrc}modules/${target}/**`],
  from: [`${gatewaySrc}modules/${from}/**`],
  message: `Modules point one way: ${why}.`,
}));

// The feature folders, read at lint time: a new feature is kept apart from the others with no edit here.
const featureFolders = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const portalFeatures = featureFolders('apps/portal/src/features');
const consoleFeatures = featureFolders('apps/portal/src/console/features');

const viaContractOnly = {
  group: ['**/gateway/**', '@affiliate/gateway'],
  message: 'The portal talks to the gateway only through the contract.',
};
const portalWithoutConsole = {
  group: ['@/console', '@/console/**', '**/console/**'],
  message:
    "The affiliate portal never imports the operator console (src/console): the console is a build of its own, and the portal's bundles must not carry it.",
};
// What the console may not take from the portal: its features and screens, and the modules that hold
// the affiliate's session (their generic parts are in lib/ apart: stored-session, session-refresh,
// session-expiry, tab-sessions, http-transport, endpoint-request).
const consoleWithoutPortal = {
  group: [
    '@/features',
    '@/features/**',
    '@/app',
    '@/app/**',
    '@/api',
    '@/api/**',
    '@/config/routes',
    ...[
      'auth-store',
      'session',
      'authentication',
      'api-client',
      'http-client',
      'logout',
      'other-tabs',
      'navigation-guard',
      'storage',
    ].map((module) => `@/lib/${module}`),
  ],
  message:
    "The operator console uses the portal's components and generic lib code only: never a portal feature or screen, nor the affiliate's session.",
};
const otherFeatures = (features, feature, alias) => ({
  group: features
    .filter((f) => f !== feature)
    .flatMap((f) => [`${alias}/${f}`, `${alias}/${f}/**`, `**/features/${f}/**`, `../../${f}/**`]),
  message: 'A feature does not import another feature: move the shared piece to components/ or lib/.',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.scratch/**',
      '**/.artifacts/**',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@affiliate/*', '**/apps/**'], message: 'The contract depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/portal/**', '@affiliate/portal'],
              message: 'The gateway depends on the contract only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${gatewaySrc}**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...moduleZones] },
      ],
    },
  },
  {
    files: [
      'apps/gateway/src/cli/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'fuzz/**/*.ts',
      'apps/gateway/src/server.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [viaContractOnly, portalWithoutConsole] }],
    },
  },
  // No text for an affiliate outside the catalogs (issue 37; docs/architecture.md, "Languages"): a literal
  // that reads as words must be a Lingui message. What is not a text for people is ignored by its shape
  // (one lower-case word, CSS class lists, UPPER_CASE, no letters) or by where it goes (class names,
  // styles, ids, keys, routes, types, the contract's English validation rules). The console stays English.
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/portal/src/console/**',
      'apps/portal/src/testing/**',
      'apps/portal/src/**/__tests__/**',
      'apps/portal/src/lib/i18n/startup-failure.ts',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^[^A-Za-z]*$',
            // Tailwind class lists: lower-case words, one at least with -, : or [.
            '^(?=.*[-:\\[])[a-z0-9!:/\\[\\]().%#_\\s-]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'class|style|animation|cookie', flags: 'i' } },
            {
              regex: {
                pattern:
                  '^(id|key|to|href|src|type|name|role|autoComplete|inputMode|variant|tone|size|method|path|as|side|align|rel|target|lang|dir|mode|htmlFor|verb|noun|accept|download|queryKey)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
          ],
          ignoreFunctions: [
            'cx',
            'Error',
            'TypeError',
            'console.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.getAttribute',
            '*.setAttribute',
            '*.querySelector',
            '*.querySelectorAll',
            'URLSearchParams',
            'URL',
            'Intl.*',
            'Symbol',
            'requiredString',
            'fieldNotValid',
            'navigate',
            'redirect',
            // Startup errors of the configuration's reader: shown to a developer, in English.
            'objectAt',
            'textAt',
          ],
        },
      ],
    },
  },
  // A feature folder does not import another feature folder; shared pieces live in components/ or lib/. A
  // form validates through formResolver, which shows the contract's messages in the portal's language.
  ...portalFeatures.map((feature) => ({
    files: [`apps/portal/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            viaContractOnly,
            portalWithoutConsole,
            otherFeatures(portalFeatures, feature, '@/features'),
          ],
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                "Validate with formResolver (@/lib/form-resolver): it shows the contract's messages in the portal's language.",
            },
          ],
        },
      ],
    },
  })),
  // The operator console (apps/portal/src/console, its own build) shares the portal's components and
  // generic lib code, never its features, screens or the affiliate's session; its features keep apart
  // from each other as the portal's do.
  {
    files: ['apps/portal/src/console/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaContractOnly, consoleWithoutPortal] }] },
  },
  ...consoleFeatures.map((feature) => ({
    files: [`apps/portal/src/console/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            viaContractOnly,
            consoleWithoutPortal,
            otherFeatures(consoleFeatures, feature, '@/console/features'),
          ],
        },
      ],
    },
  })),
  // The console's tests check that its session leaves the affiliate's alone, so they may read both.
  {
    files: ['apps/portal/src/console/**/__tests__/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaContractOnly] }] },
  },
);
