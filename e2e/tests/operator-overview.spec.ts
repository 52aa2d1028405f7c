import { expect, request, test } from '@playwright/test';
import { api, type ProgramOverview } from '@affiliate/contract';
import { baseURL, operatorToken } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import {
  clippedSelects,
  clippedSelectsAtPhoneWidth,
  horizontalOverflow,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';

const count = new Intl.NumberFormat('en-US');
const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount as unknown as number);
async function readOverview(): Promise<ProgramOverview> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const answer = await operator.get(`${api.operatorConsole.programOverview.path}?months=12`);
  expect(answer.status()).toBe(200);
  const overview = ((await answer.json()) as { data: ProgramOverview }).data;
  await operator.dispose();
  return overview;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

test('a marketing operator opens on the Overview: the figures the gateway sums, a chart read by keyboard, at 1024 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('marketing');
  await acceptInvitation(page, await inviteThroughCli(email, 'marketing'), email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // The own-accounts lane (playwright.config.ts) may send an identity for review meanwhile: the tiles are
  // compared with the gateway's answer read after the page, and both read again until they agree.
  const tile = (name: string) => page.getByRole('region', { name, exact: true });
  let overview: ProgramOverview | undefined;
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(tile('Open tickets')).toBeVisible();
    overview = await readOverview();
    // The demo data's open month, as the tiles write it: counts, and money in each affiliate currency.
    await expect(
      page.getByRole('heading', { level: 2, name: `${monthName(overview.open_month.month)} so far` }),
    ).toBeVisible();
    await expect(tile('Active affiliates')).toContainText(count.format(overview.affiliates.active), {
      timeout: 1_000,
    });
    await expect(tile('Clicks')).toContainText(count.format(overview.open_month.clicks), { timeout: 1_000 });
    await expect(tile('Registrations')).toContainText(count.format(overview.open_month.registrations), {
      timeout: 1_000,
    });
    await expect(tile('First deposits')).toContainText(count.format(overview.open_month.first_depositors), {
      timeout: 1_000,
    });
    for (const line of overview.open_month.money) {
      await expect(tile('NGR')).toContainText(money(line.ngr, line.currency), { timeout: 1_000 });
      await expect(tile('Commission (estimate)')).toContainText(money(line.commission, line.currency), {
        timeout: 1_000,
      });
    }
    await expect(tile('Identity reviews')).toContainText(count.format(overview.identity_reviews_waiting), {
      timeout: 1_000,
    });
    await expect(tile('Open tickets')).toContainText(count.format(overview.open_tickets), { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });

  // The chart: each month read with the arrow keys, announced; another figure chosen from the list.
  const chartCard = page.getByRole('region', { name: 'The last 12 months' });
  const announced = chartCard.locator('p[aria-live]');
  const chart = chartCard.getByRole('group', { name: /^Registrations by month/ });
  await chart.focus();
  await page.keyboard.press('End');
  const last = overview!.series.at(-1)!;
  await expect(announced).toHaveText(`${monthName(last.month)}: ${count.format(last.registrations)}`);
  await page.keyboard.press('ArrowLeft');
  const before = overview!.series.at(-2)!;
  await expect(announced).toHaveText(`${monthName(before.month)}: ${count.format(before.registrations)}`);
  await chartCard.getByLabel('Figure').selectOption({ label: 'Clicks' });
  await expect(chartCard.getByRole('group', { name: /^Clicks by month/ })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});
