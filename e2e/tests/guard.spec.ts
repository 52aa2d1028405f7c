import { api } from '@affiliate/contract';
import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { demo, signIn } from '../support/session.ts';

test('a signed-out visit to a protected route lands on the login screen', async ({ page }) => {
  await page.goto('/referrals');
  // Where it was going travels along, so signing in continues there.
  await expect(page).toHaveURL(`${baseURL}/auth/login?redirect=%2Freferrals`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('/auth goes to /auth/login', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
});

test('signing in shows "Please stand by" until the user is loaded, then the dashboard', async ({ page }) => {
  // Hold the current-user call back a moment so the blocking dialog can be seen, as on a slow network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api.auth.user.path}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const standBy = page.getByRole('dialog', { name: 'Please stand by' });
  await expect(standBy).toBeVisible();
  release();
  await expect(standBy).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
});

test('a signed-in visit to /auth/login returns to /', async ({ page }) => {
  await signIn(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('/dashboard shows the dashboard too', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('logout from the user menu returns to login and protected routes stay closed', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: `User menu: ${demo.username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
  await page.goto('/settings');
  await expect(page).toHaveURL(`${baseURL}/auth/login?redirect=%2Fsettings`);
});
