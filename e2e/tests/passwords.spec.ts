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
  const sent = page.getByRole('dialog', { name: 'Code sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Enter code' }).click();
  // The dialog hands the focus to the field the code goes into.
  await expect(page.getByLabel('Code')).toBeFocused();

  const code = await latestMailedCode(affiliate.email);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const done = page.getByRole('dialog', { name: 'Password reset' });
  await expect(done).toContainText('Your password have been updated');
  await done.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/login?ref=newsletter`);

  await signIn(page, { username: affiliate.username, password: newPassword });
});

test('an unknown email gets the same answer as a known one', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog', { name: 'Code sent' })).toBeVisible();
});

test('change password: a wrong current password is told on its field, then success', async ({ page }) => {
  const affiliate = await createAffiliate();
  const next = 'changed-password-2026';
  await signIn(page, affiliate);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current password').fill('this-is-not-it-123');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Update password' }).click();
  const current = page.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
  await expect(current).toBeFocused();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Current password').fill(affiliate.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  const updated = page.getByRole('dialog', { name: 'Password updated' });
  await expect(updated).toContainText('Your password have been updated');
  await updated.getByRole('button', { name: 'OK' }).click();

  // The new password is the one that works from now on.
  await page.getByRole('button', { name: `User menu: ${affiliate.username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
  await signIn(page, { username: affiliate.username, password: next });
});
