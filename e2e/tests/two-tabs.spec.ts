import { api, errorCodes } from '@affiliate/contract';
import { expect, test, type Page } from '@playwright/test';
import { createAffiliate } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

async function shows(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
}

test('two tabs whose access token expired refresh it once between them and both stay signed in', async ({ context }) => {
  const affiliate = await createAffiliate();
  const first = await context.newPage();
  await signIn(first, affiliate);
  const second = await context.newPage();
  await second.goto('/');
  await shows(second, 'Dashboard');

  // The gateway answers the signed-in access token as it does once its 15 minutes are up.
  const expired = await first.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state: { token: string } }).state.token);
  await context.route('**/api/**', (route) =>
    route.request().headers().authorization === `Bearer ${expired}`
      ? route.fulfill({ status: 401, json: { message: 'Your session has expired. Please relogin.', code: errorCodes.sessionExpired } })
      : route.fallback(),
  );
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === api.auth.refreshToken.path) refreshes.push(response.status());
  });

  // Both tabs act at once, each meeting the expired token.
  await Promise.all([first.goto('/referrals'), second.goto('/withdrawal')]);
  await shows(first, 'Referrals');
  await shows(second, 'Withdrawal');
  // One tab refreshed for both: the other took the tokens it stored.
  expect(refreshes).toEqual([200]);

  // Both keep working with the new tokens.
  await Promise.all([first.goto('/withdrawal'), second.goto('/referrals')]);
  await shows(first, 'Withdrawal');
  await shows(second, 'Referrals');
  await second.reload();
  await shows(second, 'Referrals');
  expect(refreshes).toEqual([200]);
});
