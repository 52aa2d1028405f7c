import { api } from '@affiliate/contract';
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate } from '../support/operator.ts';
import { apiSignIn } from '../support/session.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

async function signInStatus(who: {
  username: string;
  password: string;
}): Promise<{ status: number; body: unknown }> {
  const context = await request.newContext({ baseURL });
  const res = await context.post(api.auth.login.path, { data: who });
  const answer = { status: res.status(), body: await res.json() };
  await context.dispose();
  return answer;
}

test('an admin finds an affiliate, reads the record, suspends them (sign-in refused) and reactivates them, at 1280, 1024 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const affiliate = await createAffiliate();
  await apiSignIn(affiliate);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Affiliates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(affiliate.username.toUpperCase());
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/operator/affiliates\\?q=${affiliate.username.toUpperCase()}$`));
  const results = page.getByRole('table', { name: /Affiliates matching/ });
  await expect(results.getByRole('link', { name: affiliate.username })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await results.getByRole('link', { name: affiliate.username }).click();
  await expect(page.getByRole('heading', { level: 1, name: affiliate.username })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(affiliate.email)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Identity, codes and sign-ins' }).getByText('Open sign-ins'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('affiliate-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${affiliate.username}?` });
  await dialog.getByLabel('Reason').fill('Fraud review: duplicate accounts');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reason: Fraud review: duplicate accounts')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const refused = await signInStatus(affiliate);
  expect(refused).toEqual({
    status: 403,
    body: { message: 'This account is suspended. Please contact your affiliate manager.', code: 20105 },
  });

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('affiliate-360.png'), fullPage: true });

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: `Reactivate ${affiliate.username}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  expect((await signInStatus(affiliate)).status).toBe(200);
});
