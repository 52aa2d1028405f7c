import { expect, test, type Page } from '@playwright/test';
import { createAffiliate, publishTerms } from '../support/operator.ts';
import { overflowAtPhoneWidth, seriousViolations } from '../support/page-checks.ts';

/**
 * The program's terms (issue 38). Publishing a version asks every affiliate to accept it, so this spec
 * runs last, after every other spec (e2e/playwright.config.ts).
 */
async function signInTo(page: Page, who: { username: string; password: string }) {
  await page.goto('/auth/login?lang=en');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new version of the terms is asked for before anything else, and again once the next is published', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  const first = await publishTerms(
    '# Program terms\n\nCommission is paid **monthly**.\n\n<script>alert(1)</script>',
  );
  await signInTo(page, affiliate);
  await expect(page.getByRole('heading', { level: 1, name: 'The program’s terms' })).toBeVisible();
  const text = page.getByRole('region', { name: `The program’s terms, version ${first}` });
  await expect(text.getByRole('heading', { name: 'Program terms' })).toBeVisible();
  // Raw HTML in the Markdown is shown as text, never run.
  await expect(text).toContainText('<script>alert(1)</script>');
  // Another screen is no way around it.
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: 'The program’s terms' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBe(0);

  await page.getByRole('checkbox', { name: 'I have read and accept these terms.' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Program terms' });
  await expect(card.getByRole('row').nth(1)).toContainText(String(first));

  const second = await publishTerms('# Program terms\n\nCommission is paid **weekly**.');
  // The next sign-in: this device signed out (its stored session gone), then in again.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signInTo(page, affiliate);
  await expect(page.getByText(`Version ${second}, in force since`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept these terms.' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
