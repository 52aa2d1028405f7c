import { expect, request, test } from '@playwright/test';
import { api, type ProgramOverview } from '@affiliate/contract';
import { baseURL, operatorToken } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { horizontalOverflow, overflowAtPhoneWidth, seriousViolations } from '../support/page-checks.ts';

const count = new Intl.NumberFormat('en-US');
const money = (amount: string, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount as unknown as number);
const monthName = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

test('a marketing operator opens on the Overview: the figures the gateway sums, a chart read by keyboard, at 1024 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('marketing');
  await acceptInvitation(page, await inviteThroughCli(email, 'marketing'), email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const operator = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` } });
  const answer = await operator.get(`${api.operatorConsole.programOverview.path}?months=12`);
  expect(answer.status()).toBe(200);
  const overview = ((await answer.json()) as { data: ProgramOverview }).data;
  await operator.dispose();

  // The demo data's open month, as the tiles write it: counts, and money in each affiliate currency.
  const tile = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(page.getByRole('heading', { level: 2, name: `${monthName(overview.open_month.month)} so far` })).toBeVisible();
  await expect(tile('Active affiliates')).toContainText(count.format(overview.affiliates.active));
  await expect(tile('Clicks')).toContainText(count.format(overview.open_month.clicks));
  await expect(tile('Registrations')).toContainText(count.format(overview.open_month.registrations));
  await expect(tile('First deposits')).toContainText(count.format(overview.open_month.first_depositors));
  for (const line of overview.open_month.money) {
    await expect(tile('NGR')).toContainText(money(line.ngr, line.currency));
    await expect(tile('Commission (estimate)')).toContainText(money(line.commission, line.currency));
  }
  await expect(tile('Identity reviews')).toContainText(count.format(overview.identity_reviews_waiting));
  await expect(tile('Open tickets')).toContainText(count.format(overview.open_tickets));

  // The chart: each month read with the arrow keys, announced; another figure chosen from the list.
  const chartCard = page.getByRole('region', { name: 'The last 12 months' });
  const announced = chartCard.locator('p[aria-live]');
  const chart = chartCard.getByRole('group', { name: /^Registrations by month/ });
  await chart.focus();
  await page.keyboard.press('End');
  const last = overview.series.at(-1)!;
  await expect(announced).toHaveText(`${monthName(last.month)}: ${count.format(last.registrations)}`);
  await page.keyboard.press('ArrowLeft');
  const before = overview.series.at(-2)!;
  await expect(announced).toHaveText(`${monthName(before.month)}: ${count.format(before.registrations)}`);
  await chartCard.getByLabel('Figure').selectOption({ label: 'Clicks' });
  await expect(chartCard.getByRole('group', { name: /^Clicks by month/ })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});
