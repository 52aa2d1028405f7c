import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { TestAuthenticator } from './authenticator.ts';
import { baseURL, e2eEnv } from './env.ts';

const run = promisify(execFile);

export interface ConsoleOperator {
  email: string;
  password: string;
  app: TestAuthenticator;
}

let counter = 0;

/** A fresh address per test, so reruns against the same data never meet an earlier account. */
export function newOperatorEmail(role: string): string {
  counter += 1;
  return `${role}-${Date.now().toString(36)}${counter}@operators.e2e.example`;
}

/**
 * Invites someone to the console as the brand's first admin is invited on a server: through the
 * operator CLI (`npm run operator -- operators invite`), which asks the running gateway. Returns the
 * single-use link it prints.
 */
export async function inviteThroughCli(
  email: string,
  role: 'admin' | 'finance' | 'support' | 'marketing',
): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'operator', '--', 'operators', 'invite', '--email', email, '--role', role, '--json'],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: e2eEnv,
    },
  );
  const { link } = JSON.parse(stdout) as { link: string };
  expect(link).toMatch(new RegExp(`^${baseURL}/operator/invitation#[A-Za-z0-9_-]{32,64}$`));
  return link;
}

/** Opens an invitation link, sets the password, enrols the authenticator from the key on the page and accepts. */
export async function acceptInvitation(
  page: Page,
  link: string,
  email: string,
  password = 'operator-password-2026',
): Promise<ConsoleOperator> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the operator console' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  const app = new TestAuthenticator(key);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByLabel('Authenticator code').fill(await app.nextCode());
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  return { email, password, app };
}

/** The console's sign-in page, filled as the operator would. */
export async function signInToConsole(page: Page, operator: ConsoleOperator, code?: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByLabel('Authenticator code').fill(code ?? (await operator.app.nextCode()));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The console's top bar (screens have page headers of their own). */
export const consoleTopBar = (page: Page) => page.getByRole('banner').first();
