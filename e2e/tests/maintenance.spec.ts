import { expect, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { setMaintenance } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

test.afterEach(async () => {
  await setMaintenance(false);
});

test('maintenance set through the operator API sends visitors and signed-in affiliates to /maintenance', async ({
  page,
}) => {
  await signIn(page);
  await setMaintenance(true);

  await page.reload();
  await expect(page).toHaveURL(`${baseURL}/maintenance`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/maintenance/i);

  await page.goto('/referrals');
  await expect(page).toHaveURL(`${baseURL}/maintenance`);

  // Once the brand lifts it, "Check again" brings the affiliate back.
  await setMaintenance(false);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a signed-out visitor also sees the maintenance page', async ({ page }) => {
  await setMaintenance(true);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(`${baseURL}/maintenance`);
});
