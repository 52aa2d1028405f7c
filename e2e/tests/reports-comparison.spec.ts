import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { apiSignIn, demo, memberIdOf, signIn } from '../support/session.ts';

// Read-only on the seeded demo affiliate, whose months are full of figures (wide amounts).

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' });

const today = new Date();
const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
const monthBefore = new Date(today.getFullYear(), today.getMonth() - 2, 1);
const monthBeforeEnd = new Date(today.getFullYear(), today.getMonth() - 1, 0);
const LAST_MONTH_BY_MONTH = '/reports?group=month&range=last-month&compare=previous';

/** The demo affiliate's report of the month before last alone, as the gateway answers it. */
async function monthBeforeAlone() {
  const id = await memberIdOf(demo);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(demo)}` },
  });
  const res = await context.get(fillPath(api.reports.report.path, { id }), {
    params: { group: 'month', from: iso(monthBefore), to: iso(monthBeforeEnd) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as {
    data: { totals: { current: { clicks: number; commission: string } } };
  };
  await context.dispose();
  return body.data.totals.current;
}

/** Every column header of the report table lies inside the table's box, and the table does not scroll. */
async function columnsInsideTable(page: Page) {
  const region = page.getByRole('region', { name: 'Report table' });
  const box = (await region.boundingBox())!;
  const cut: string[] = [];
  for (const header of await region.getByRole('columnheader').all()) {
    const own = (await header.boundingBox())!;
    if (own.x + own.width > box.x + box.width + 0.5) cut.push((await header.textContent()) ?? '');
  }
  const scrolls = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  return { cut, scrolls };
}

test('last month by month compares with the whole month before, every column inside its card at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(LAST_MONTH_BY_MONTH);
  const table = page.getByRole('table', { name: /^Month/ });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^Compared with /)).toContainText(
    `Compared with ${usDate(iso(monthBefore))} to ${usDate(iso(monthBeforeEnd))}`,
  );
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: monthName(lastMonth) }) });
  await expect(row.getByRole('rowheader')).toContainText(`vs ${monthName(monthBefore)}`);

  // The compared figures are the whole month's: as its own report has them.
  const alone = await monthBeforeAlone();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  expect(headers).toEqual([
    'Month',
    'Clicks',
    'Sign-ups',
    'Registrations',
    'First deposits',
    'Deposits',
    'NGR',
    'Commission',
  ]);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText(`vs ${alone.clicks.toLocaleString('en-US')}`);
  await expect(cells.nth(6)).toContainText(
    `vs €${Number(alone.commission).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  expect(await columnsInsideTable(page)).toEqual({ cut: [], scrolls: 0 });
  // The chart draws the compared month its legend names.
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText(usDate(iso(monthBefore)));
  await expect(page.locator('svg [data-series="compared"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // By sub-ID, compared: the widest names and amounts still fit.
  await page.goto('/reports?group=sub1&range=last-30-days&compare=previous');
  await expect(page.getByRole('table', { name: /^Sub-ID 1/ })).toBeVisible();
  expect(await columnsInsideTable(page)).toEqual({ cut: [], scrolls: 0 });
  await expect(
    page.getByRole('table', { name: /^Sub-ID 1/ }).getByRole('button', { name: '(no sub-ID): show by day' }),
  ).toBeVisible();
});

test('on a 360 px phone the report is one card per row and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  for (const path of [LAST_MONTH_BY_MONTH, '/reports?group=sub1&range=last-30-days&compare=previous']) {
    await page.goto(path);
    const cards = page.getByRole('list', { name: /^(Month|Sub-ID 1)/ });
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    const total = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Total' }) });
    await expect(total.getByRole('term')).toHaveText([
      'Clicks',
      'Sign-ups',
      'Registrations',
      'First deposits',
      'Deposits',
      'NGR',
      'Commission',
    ]);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: '(no sub-ID)' })).toBeVisible();
});
