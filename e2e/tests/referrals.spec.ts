import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';

const filters = (page: Page) => page.getByRole('form', { name: 'Filter referred players' });
const status = (page: Page) =>
  page.getByText(/^Showing \d[\d,]*–\d[\d,]* of [\d,]+ players$|^No players match these filters$/);
const table = (page: Page) => page.getByRole('table', { name: /Referred players/ });

async function openReferrals(page: Page, query = '') {
  await signIn(page);
  await page.goto(`/referrals${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(status(page)).toBeVisible();
}

async function shownTotal(page: Page): Promise<number> {
  const text = (await status(page).textContent()) ?? '';
  const match = text.match(/of ([\d,]+) players/);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

test('the default view lists depositing players, ten a page, newest first', async ({ page }) => {
  await openReferrals(page);
  await expect(filters(page).getByLabel('Deposited only')).toBeChecked();
  await expect(filters(page).getByLabel('Registered only')).not.toBeChecked();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const joined = await table(page).locator('tbody tr td:nth-child(2)').allTextContents();
  const asTime = joined.map((d) => Date.parse(d));
  expect(asTime).toEqual([...asTime].sort((a, b) => b - a));
  for (const d of joined) expect(d).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('each filter changes the rows and the URL; reset restores the defaults', async ({ page }) => {
  await openReferrals(page);
  const all = await shownTotal(page);

  // The checkbox reflects the URL, which the click updates through a navigation: assert the outcome.
  await filters(page).getByLabel('Deposited only').click();
  await expect(page).toHaveURL(/deposited=false/);
  await expect(filters(page).getByLabel('Deposited only')).not.toBeChecked();
  await expect.poll(() => shownTotal(page)).toBeGreaterThan(all);
  const everyone = await shownTotal(page);

  await filters(page).getByLabel('Registered only').click();
  await expect(page).toHaveURL(/registered=true/);
  await expect(filters(page).getByLabel('Registered only')).toBeChecked();
  await expect.poll(() => shownTotal(page)).toBeLessThan(everyone);

  await filters(page).getByLabel('Category', { exact: true }).selectOption({ label: 'Poker' });
  await expect(page).toHaveURL(/category=poker/);
  await expect(table(page).locator('tbody tr td:nth-child(4)').first()).toHaveText('Poker');
  await expect
    .poll(async () =>
      (await table(page).locator('tbody tr td:nth-child(4)').allTextContents()).filter((c) => c !== 'Poker'),
    )
    .toEqual([]);

  const year = new Date().getUTCFullYear();
  await filters(page).getByLabel('Year').selectOption(String(year));
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await filters(page).getByLabel('Month').selectOption({ index: 1 });
  await expect(page).toHaveURL(/month=1\b/);
  // The URL moves before the new page of rows arrives (the previous rows stay while it loads): wait for
  // the rows to be January's, rather than reading whatever is on screen at that instant.
  const january = new RegExp(`^01/\\d{2}/${year}$`);
  await expect
    .poll(async () =>
      (await table(page).locator('tbody tr td:nth-child(2)').allTextContents()).filter(
        (d) => !january.test(d),
      ),
    )
    .toEqual([]);

  await filters(page).getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/per_page=25/);

  // The view survives a reload: the filters live in the URL.
  const url = page.url();
  await page.reload();
  await expect(filters(page).getByLabel('Category', { exact: true })).toHaveValue('poker');
  expect(page.url()).toBe(url);

  await filters(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(filters(page).getByLabel('Deposited only')).toBeChecked();
  await expect.poll(() => shownTotal(page)).toBe(all);
});

test('paging moves through the list', async ({ page }) => {
  await openReferrals(page);
  const firstPage = await table(page).locator('tbody tr th, tbody tr td:first-child').first().textContent();
  const pages = page.getByRole('navigation', { name: 'Referrals pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(status(page)).toHaveText(/^Showing 11–20 of/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await table(page).locator('tbody tr th, tbody tr td:first-child').first().textContent()).not.toBe(
    firstPage,
  );
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(status(page)).toHaveText(/^Showing 1–10 of/);
});

test('export downloads every row of the current filter as CSV and JSON', async ({ page }) => {
  await openReferrals(page, '?category=sports');
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(10);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^referrals-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await csv.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('customer_id');
  expect(lines).toHaveLength(total + 1);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const rows = JSON.parse(readFileSync((await json.path())!, 'utf8')) as
    { category: string }[] | { data: { category: string }[] };
  const list = Array.isArray(rows) ? rows : rows.data;
  expect(list).toHaveLength(total);
  for (const row of list) expect(row.category).toBe('sports');
});

test('on a phone the players are cards, without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openReferrals(page);
  await expect(page.getByRole('heading', { level: 3, name: /^Member ID \d+/ }).first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test("a row's Member ID opens the player's months by keyboard, and the way back keeps the filters", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReferrals(page, '?category=casino');
  const link = table(page).locator('tbody tr').first().getByRole('link');
  const playerId = (await link.textContent())!.trim();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/referrals/${playerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Member ID ${playerId}` })).toBeVisible();
  const months = page.getByRole('table', { name: /The player's months/ });
  await expect(months).toBeVisible();
  // A depositing player has at least the month of the first deposit, and the totals row.
  expect(await months.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(months.locator('tfoot').getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earned in total' })).toContainText(/€/);
  await expectAxeClean(page);

  await page.getByRole('main').getByRole('link', { name: 'Referrals' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/referrals\?category=casino/);
  await expect(filters(page).getByLabel('Category', { exact: true })).toHaveValue('casino');
});

test("on a phone a player's card opens their months as cards, without horizontal scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openReferrals(page);
  const card = page.getByRole('heading', { level: 3, name: /^Member ID \d+/ }).first();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Member ID \d+$/ })).toBeVisible();
  const months = page.getByRole('list', { name: "The player's months" });
  await expect(months.getByRole('listitem').first()).toBeVisible();
  await expect(months.getByRole('listitem').first()).toContainText('Earned');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});
