import { expect, test, type Page } from '@playwright/test';
import { createAffiliate } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

/** Reads a stat card's figure by the card's name (the region's heading). */
function card(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('the dashboard shows the demo affiliate’s current period, players and chart', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2, name: /^Current period: / })).toBeVisible();
  // Amounts in the affiliate's currency (EUR for demo), counts as whole numbers.
  await expect(card(page, 'Referral turnover')).toContainText(/€[\d,]+\.\d\d/);
  await expect(card(page, 'Referral win/loss')).toContainText(/-?€[\d,]+\.\d\d/);
  await expect(card(page, 'Referred players')).toContainText(/\b\d{1,3}(,\d{3})*\b/);
  await expect(page.getByText(/^Updated /)).toBeVisible();
  // Up to when the demo brands' activity runs (seeded through the ingest), and when it came.
  await expect(
    page.getByText(/^Activity up to \d\d\/\d\d\/\d{4}, \d\d:\d\d UTC — received /).first(),
  ).toBeVisible();

  const chart = page.getByRole('group', { name: /^Turnover, Win\/loss by day/ });
  await expect(chart).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: /^Turnover, Win\/loss by day/ });
  await expect(table.getByRole('columnheader', { name: 'Period' })).toBeVisible();
  // One row per day of the month so far, zero-filled: never a gap.
  const day = new Date().getUTCDate();
  await expect(table.getByRole('row')).toHaveCount(day + 1);
});

test('the figures follow the chosen range, grouping and category', async ({ page }) => {
  await signIn(page);
  const options = page.getByRole('form', { name: 'Chart options' });
  const request = page.waitForRequest(
    (r) => r.url().includes('/dashboard?') && r.url().includes('granularity=month'),
  );
  await options.getByLabel('Date range').selectOption({ label: 'This year' });
  await options.getByLabel('Group by').selectOption({ label: 'Month' });
  await options.getByLabel('Category', { exact: true }).selectOption({ label: 'Sports' });
  const sent = new URL((await request).url());
  expect(sent.searchParams.get('from')).toBe(`${new Date().getUTCFullYear()}-01-01`);
  await expect(page.getByRole('heading', { level: 3, name: /by month/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: /by month/ }).getByRole('row')).toHaveCount(
    new Date().getUTCMonth() + 2,
  );
});

test('the chart view lives in the URL: a reload or a shared link shows the same view', async ({ page }) => {
  await signIn(page);
  const options = page.getByRole('form', { name: 'Chart options' });
  await options.getByLabel('Date range').selectOption({ label: 'Last 3 months' });
  await options.getByLabel('Category', { exact: true }).selectOption({ label: 'Casino' });
  // The figure toggles are labels around visually hidden checkboxes: click what the user sees.
  await page
    .getByRole('group', { name: 'Figures on the chart' })
    .getByText('Deposits', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page).toHaveURL(/[?&]range=last-3-months/);
  await expect(page).toHaveURL(/[?&]category=casino/);
  await expect(page).toHaveURL(/[?&]figures=turnover%2Cwinloss%2Cdeposits/);
  await expect(page).toHaveURL(/[?&]view=table/);

  await page.reload();
  await expect(options.getByLabel('Date range')).toHaveValue('last-3-months');
  await expect(options.getByLabel('Category', { exact: true })).toHaveValue('casino');
  await expect(page.getByRole('table', { name: /^Turnover, Win\/loss, Deposits by week/ })).toBeVisible();
});

test('every total says how it is calculated', async ({ page }) => {
  await signIn(page);
  const ngr = card(page, 'NGR');
  await ngr.getByText('How is this calculated?').click();
  await expect(ngr).toContainText(/bonuses/i);
});

test('a new affiliate sees the empty state instead of a chart', async ({ page }) => {
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  await expect(page.getByText('No players yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Affiliate Tools' }).last()).toBeVisible();
  await expect(card(page, 'Referred players')).toContainText('0');
});

test('a cold load asks for the figures at once: the member id comes from the token, not from /auth/user', async ({
  page,
}) => {
  await signIn(page);
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/affiliate\/\d+\/(referral-count|dashboard)\b/.test(request.url()))
      events.push('figures asked');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/auth/user') events.push('user answered');
  });
  await page.reload();
  await expect(card(page, 'Referred players')).toContainText(/\d/);
  expect(events.indexOf('figures asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('figures asked')).toBeLessThan(events.indexOf('user answered'));
});
