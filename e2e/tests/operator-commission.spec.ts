import { expect, request, test } from '@playwright/test';
import { api, type CommissionPeriodSummary, type CommissionPreview } from '@affiliate/contract';
import { baseURL, operatorToken } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import {
  clippedSelects,
  clippedSelectsAtPhoneWidth,
  horizontalOverflow,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';

// The console's Commission screen on the demo data: the demo's history closes every finished month when
// it is seeded, so the running month is previewed and the last month shows what it credited. Closing a
// month (which needs an ended, unclosed one) is checked in the gateway's and the portal's own tests.

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount as unknown as number);
const monthName = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

async function read<T>(path: string): Promise<T> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const answer = await operator.get(path);
  expect(answer.status()).toBe(200);
  const body = ((await answer.json()) as { data: T }).data;
  await operator.dispose();
  return body;
}

test('a finance operator previews the running month and reads what the last month credited, per affiliate, at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('finance');
  await acceptInvitation(page, await inviteThroughCli(email, 'finance'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Commission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();

  const months = await read<CommissionPeriodSummary[]>(api.operatorConsole.commissionPeriods.path);
  const [running, last] = months;
  expect(running!.state).toBe('running');
  expect(last!.state).toBe('closed');

  // The running month first: its totals are the close's own calculation, as the gateway answers it.
  const runningPanel = page.getByRole('region', { name: monthName(running!.period) });
  await expect(runningPanel.getByText('Running', { exact: true })).toBeVisible();
  const preview = await read<CommissionPreview>(`/api/v1/operator/periods/${running!.period}`);
  expect(preview.lines.length).toBeGreaterThan(0);
  const totals = runningPanel.getByRole('table', { name: 'Totals' });
  for (const total of preview.totals)
    await expect(totals.getByRole('row', { name: new RegExp(`^${total.currency}`) })).toContainText(
      money(total.amount, total.currency),
    );
  const largest = preview.lines[0]!;
  await expect(
    runningPanel.getByRole('table', { name: 'By affiliate' }).getByRole('row').nth(1),
  ).toContainText(largest.username);
  await expect(runningPanel.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The last month, closed: what each affiliate was credited, and who closed it.
  await page.getByRole('link', { name: `View ${monthName(last!.period)}` }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/commission?month=${last!.period}`);
  const lastPanel = page.getByRole('region', { name: monthName(last!.period) });
  await expect(lastPanel.getByText('Closed', { exact: true })).toBeVisible();
  const recorded = await read<CommissionPreview>(`/api/v1/operator/periods/${last!.period}`);
  await expect(lastPanel).toContainText(`by ${recorded.closed_by}`);
  const firstLine = recorded.lines[0]!;
  const row = lastPanel
    .getByRole('table', { name: 'By affiliate' })
    .getByRole('row', { name: new RegExp(firstLine.username) });
  await expect(row).toContainText(money(firstLine.amount, firstLine.currency));
  await row.getByRole('link', { name: firstLine.username }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/affiliates/${firstLine.member_id}`);
  await page.goBack();

  await expect(lastPanel.getByRole('table', { name: 'By affiliate' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});
