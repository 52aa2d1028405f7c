import { expect, test, type Page } from '@playwright/test';
import { createAffiliate } from '../support/operator.ts';
import {
  clippedSelectsAtPhoneWidth,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';
import { clickLink, defaultCode, feedRegisteredPlayer } from '../support/tracking.ts';

const table = (page: Page) => page.getByRole('table', { name: /^Sub-ID 1/ });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test('a player who came through a sub-ID is counted under it, and the report opens it by day', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  const code = await defaultCode(affiliate);
  const clickId = await clickLink(page, `/r/${code}?sub1=spring`);
  await feedRegisteredPlayer(code, clickId);

  await signIn(page, affiliate);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Day/ })).toBeVisible();

  await page.getByLabel('Group by').selectOption('sub1');
  await expect(page).toHaveURL(/group=sub1/);
  const spring = rowOf(page, 'spring: show by day');
  // Clicks, then registrations (the funnel's columns).
  await expect(spring.getByRole('cell').nth(0)).toHaveText(/^1(,|$)/);
  await expect(spring.getByRole('cell').nth(1)).toHaveText(/^1(,|$)/);
  await expect(page.getByRole('img', { name: /Sub-ID 1 by clicks, top 1: spring 1\./ })).toBeVisible();

  // Accessible on a desktop and on a phone, where the table scrolls sideways inside itself.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);

  // Drill down: the source's days, its value a removable filter; Back returns to the sources.
  await spring.getByRole('button', { name: 'spring: show by day' }).click();
  await expect(page).toHaveURL(/sub1=spring/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Sub-ID 1: spring');
  await expect(
    page.getByRole('table', { name: /^Day/ }).getByRole('rowheader', { name: 'Total' }),
  ).toBeVisible();
  await page.getByLabel('Compare with').selectOption('previous');
  await expect(page.getByText(/^Compared with /)).toBeVisible();
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);
  await page.goBack();
  await page.goBack();
  await expect(table(page)).toBeVisible();
});
