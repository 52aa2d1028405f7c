import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate, feedPlayers, type TestAffiliate } from '../support/operator.ts';
import { overflowAtPhoneWidth, seriousViolations } from '../support/page-checks.ts';
import { apiSignIn, memberIdOf, signIn } from '../support/session.ts';

/** A person's browser: the tracking redirect does not count crawlers. */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The affiliate's default referral code, as the affiliate's own API lists it. */
async function defaultCode(affiliate: TestAffiliate): Promise<string> {
  const id = await memberIdOf(affiliate);
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(affiliate)}` } });
  const res = await context.get(fillPath(api.referralCodes.referralCodeList.path, { id }));
  expect(res.status(), await res.text()).toBe(200);
  const codes = ((await res.json()) as { data: Array<{ code: string; is_default: boolean }> }).data;
  await context.dispose();
  return codes.find((c) => c.is_default)!.code;
}

/** Clicks a tracking link as a visitor's browser would; answers the click id the landing page receives. */
async function clickLink(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { maxRedirects: 0, headers: { 'user-agent': CHROME } });
  expect(res.status()).toBe(302);
  const clickId = new URL(res.headers().location!).searchParams.get('click_id');
  expect(clickId).toMatch(/^[0-9a-f]{32}$/);
  return clickId!;
}

const table = (page: Page) => page.getByRole('table', { name: /^Sub-ID 1/ });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a player who came through a sub-ID is counted under it, and the report opens it by day', async ({ page }) => {
  const affiliate = await createAffiliate();
  const code = await defaultCode(affiliate);
  const clickId = await clickLink(page, `/r/${code}?sub1=spring`);
  const now = new Date();
  await feedPlayers([
    {
      customer_id: 7_000_000 + Math.floor(Math.random() * 1_000_000),
      referral_code: code,
      date_joined: now.toISOString().slice(0, 10),
      registered_at: now.toISOString(),
      category: 'casino',
      country: 'MT',
      click_id: clickId,
    },
  ]);

  await signIn(page, affiliate);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Day/ })).toBeVisible();

  await page.getByLabel('Group by').selectOption('sub1');
  await expect(page).toHaveURL(/group=sub1/);
  const spring = rowOf(page, 'spring: show by day');
  // Clicks, then sign-ups, then registrations.
  await expect(spring.getByRole('cell').nth(0)).toHaveText(/^1(,|$)/);
  await expect(spring.getByRole('cell').nth(2)).toHaveText(/^1(,|$)/);
  await expect(page.getByRole('img', { name: /Sub-ID 1 by clicks, top 1: spring 1\./ })).toBeVisible();

  // Accessible on a desktop and on a phone, where the table scrolls sideways inside itself.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);

  // Drill down: the source's days, its value a removable filter; Back returns to the sources.
  await spring.getByRole('button', { name: 'spring: show by day' }).click();
  await expect(page).toHaveURL(/sub1=spring/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Sub-ID 1: spring');
  await expect(page.getByRole('table', { name: /^Day/ }).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await page.getByLabel('Compare with').selectOption('previous');
  await expect(page.getByText(/^Compared with /)).toBeVisible();
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  await page.goBack();
  await page.goBack();
  await expect(table(page)).toBeVisible();
});
