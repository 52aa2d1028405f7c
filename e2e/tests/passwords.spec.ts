import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate, latestMailedCode } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

test('forgot password end to end: code by email, new password, sign in with it', async ({ page }) => {
  const affiliate = await createAffiliate();
  const newPassword = 'recovered-password-2026';

  // The query string travels from login to forgot-password and back.
  await page.goto('/auth/login?ref=newsletter');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/forgot-password?ref=newsletter`);

  await page.getByLabel('Email').fill(affiliate.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = page.getByRole('dialog');
  await expect(sent).toContainText(/code/i);
  await sent.getByRole('button').first().click();

  const code = await latestMailedCode(affiliate.email);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your password have been updated');
  await page.getByRole('dialog').getByRole('button').first().click();

  await signIn(page, { username: affiliate.username, password: newPassword });
});

test('an unknown email gets the same answer as a known one', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog')).toContainText(/code/i);
});

test('change password: the server message on a wrong current password, then success', async ({ page }) => {
  const affiliate = await createAffiliate();
  const next = 'changed-password-2026';
  await signIn(page, affiliate);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current password').fill('this-is-not-it-123');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Update password' }).click();
  const error = page.getByRole('dialog');
  await expect(error).toContainText(/current password/i);
  await error.getByRole('button').first().click();

  await page.getByLabel('Current password').fill(affiliate.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your password have been updated');
  await page.getByRole('dialog').getByRole('button').first().click();

  // The new password is the one that works from now on.
  await page.getByRole('button', { name: new RegExp(affiliate.username, 'i') }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, { username: affiliate.username, password: next });
});
