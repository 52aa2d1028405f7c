import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate } from '../support/operator.ts';
import { changePasswordElsewhere, signIn } from '../support/session.ts';

test('when the session is revoked elsewhere, the Session Expired dialog leads back to login', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);

  // A password change on another device signs this browser's session out (access and refresh tokens).
  await changePasswordElsewhere(affiliate, 'a-brand-new-password-2');
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has expired. Please relogin.');
  // Persistent: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
  await expect(dialog).toBeHidden();
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
});
