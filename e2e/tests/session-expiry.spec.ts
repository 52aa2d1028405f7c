import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate, suspendAffiliate } from '../support/operator.ts';
import { seriousViolations } from '../support/page-checks.ts';
import { changePasswordElsewhere, memberIdOf, signIn } from '../support/session.ts';

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

test('an affiliate suspended while their tab is open is told why on the sign-in page (360 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const affiliate = await createAffiliate();
  const memberId = await memberIdOf(affiliate);
  await signIn(page, affiliate);

  await suspendAffiliate(memberId);
  // The open tab's next request (here: going to another screen) meets the suspension.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Referrals' }).click();

  await expect(page).toHaveURL(`${baseURL}/auth/login?signed_out=suspended`);
  await expect(page.getByRole('status')).toHaveText(
    'You have been signed out because this account is suspended. Please contact your affiliate manager.',
  );
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  // Signing in again is refused with the same reason.
  await page.getByLabel('Username').fill(affiliate.username);
  await page.getByLabel('Password').fill(affiliate.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This account is suspended. Please contact your affiliate manager.',
  );
});
