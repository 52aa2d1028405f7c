import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

// The console on a 360 px phone, on the demo data: its navigation is a menu, and the screens with the
// widest figures (the demo affiliate's record, the rates) fit the width and read their rates on one line.

/** How many lines a piece of text takes on screen (the line boxes of its text). */
function linesOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    return tops.size;
  });
}

async function signInAsAdminOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

test('on a phone the console navigation is a menu that opens by keyboard, shows the sections and closes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdminOnPhone(page);
  const navigation = page.getByRole('navigation', { name: 'Console' });
  const menu = navigation.getByRole('button', { name: /Menu/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Closed: not one section's link above the screen.
  await expect(navigation.getByRole('link', { name: 'Affiliates' })).toBeHidden();
  const screenTop = await page.getByRole('heading', { level: 1, name: 'Overview' }).boundingBox();
  expect(screenTop!.y).toBeLessThan(220);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation.getByRole('link', { name: 'Affiliates' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Your account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // Tab into the open menu and follow a link by keyboard: the section opens and the menu closes.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: 'Affiliates' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/operator/affiliates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Affiliates' })).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // From 1024 px the sections are a column beside the screen again, without the menu button.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(menu).toBeHidden();
  await expect(navigation.getByRole('link', { name: 'Audit' })).toBeVisible();
});

test("the demo affiliate's record fits a 360 px phone, its figures too", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdminOnPhone(page);
  await page.goto('/operator/affiliates?q=demo');
  await page.getByRole('link', { name: 'demo', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByText('Turnover').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('affiliate-demo-360.png'), fullPage: true });
});

test('rates read on one line at 360 px: the plans of the Commission screen and the exchange rates of Payouts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdminOnPhone(page);

  await page.goto('/operator/commission');
  await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  // A line's rates may wrap between them on a phone (a deal with a CPA has three), never inside one.
  const plans = page.getByText(/^\d+(\.\d+)?%\s+revenue\s+share · /);
  await expect(plans.first()).toBeVisible();
  for (const plan of await plans.all()) {
    const rates = await plan.locator('span').all();
    expect(rates.length, (await plan.textContent()) ?? '').toBeGreaterThanOrEqual(2);
    for (const rate of rates) expect(await linesOf(rate), (await rate.textContent()) ?? '').toBe(1);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/operator/payouts');
  const rates = page.getByRole('table', { name: 'Rates against EUR' });
  await expect(rates).toBeVisible();
  const values = rates.getByText(/^\d+\.\d+$/);
  await expect(values.first()).toBeVisible();
  for (const value of await values.all()) {
    if (!(await value.isVisible())) continue;
    expect(await linesOf(value), (await value.textContent()) ?? '').toBe(1);
  }
  for (const button of await rates.getByRole('button', { name: /^Set the .* rate$/ }).all())
    expect(await linesOf(button)).toBe(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
