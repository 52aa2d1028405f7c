import { api } from '@affiliate/contract';
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, baseURL } from './support/env.ts';

/**
 * End-to-end tests in Debian's Chromium against the product started exactly as a user starts it:
 * `npm start` from the repository root (builds the portal, migrates and seeds a fresh embedded
 * database in a throw-away DATA_DIR, serves portal and API on one origin).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.artifacts/report' }]],
  outputDir: '.artifacts/results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
