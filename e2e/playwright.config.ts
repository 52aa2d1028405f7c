import { api } from '@affiliate/contract';
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, baseURL } from './support/env.ts';

/**
 * End-to-end tests in Debian's Chromium against the product started exactly as a user starts it:
 * `npm start` from the repository root (builds the portal, migrates and seeds a fresh embedded
 * database in a throw-away DATA_DIR, serves portal and API on one origin).
 *
 * Two browsers at a time, one per lane: the demo lane holds every spec that signs in as the seeded demo
 * affiliate or reads (or, like setting today's exchange rate, moves) program-wide figures, one file after
 * another, since they share that affiliate's balance, notifications and history; the own-accounts lane
 * holds the specs that work only on affiliates and operators they create themselves. Turning maintenance on
 * shuts the portal for everyone, so that spec runs after the others, alone; publishing the program's
 * terms makes everyone accept them first, so that spec runs after it; an applicant accepts the version in
 * force, so joining runs after the terms, last.
 */
const ownAccountSpecs = [
  'languages.spec.ts',
  'kyc.spec.ts',
  'two-factor.spec.ts',
  'passwords.spec.ts',
  'two-tabs.spec.ts',
  'session-expiry.spec.ts',
  'settings.spec.ts',
  'operator-affiliates.spec.ts',
  'operator-audit.spec.ts',
  'reports.spec.ts',
  'deep-links.spec.ts',
  'integrations.spec.ts',
  'operator-affiliate-integrations.spec.ts',
  'long-texts.spec.ts',
  'brands.spec.ts',
  'operator-data.spec.ts',
  'changes.spec.ts',
];
const aloneSpecs = ['maintenance.spec.ts'];
/** Publishing the program's terms makes every affiliate accept them before anything: after everything else. */
const lastSpecs = ['terms.spec.ts'];
/** An applicant accepts the terms in force: after the terms' spec, which publishes new versions as it goes. */
const joiningSpecs = ['joining.spec.ts'];
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole journey (several screens, axe on each) per test: on CI's two shared cores a slower machine
  // took 34.5 s for the integrations one, past the 30 s this was. A step's own wait stays 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '.artifacts/report' }]],
  outputDir: '.artifacts/results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'demo affiliate',
      testIgnore: [...ownAccountSpecs, ...aloneSpecs, ...lastSpecs, ...joiningSpecs],
      workers: 1,
      use: chromium,
    },
    { name: 'own accounts', testMatch: ownAccountSpecs, workers: 1, use: chromium },
    {
      name: 'program-wide switches',
      testMatch: aloneSpecs,
      dependencies: ['demo affiliate', 'own accounts'],
      use: chromium,
    },
    { name: 'program terms', testMatch: lastSpecs, dependencies: ['program-wide switches'], use: chromium },
    { name: 'joining', testMatch: joiningSpecs, dependencies: ['program terms'], use: chromium },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${baseURL}${api.health.health.path}`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eEnv,
  },
});
