import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate, feedActivity, feedPlayers, programBrands } from '../support/operator.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue 35's "Done when", walked through the screens: an admin adds a BRL brand, a finance operator on a
 * phone sets today's BRL→EUR rate, a EUR affiliate makes a code for the new brand, a player of that code
 * loses R$ 1,000.00 today, and the affiliate's dashboard shows €160.00 for the brand, the reports by
 * brand show both brands, and each brand's links still land on its own page.
 *
 * It sets today's BRL→EUR rate, which moves the demo affiliate's Brazilian figures of today: so it runs in
 * the demo lane (not an own-accounts spec), one file after the specs that read those figures.
 */

const RATE = '0.16';
/** A person's browser: the tracking redirect does not count crawlers. */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Today as the gateway keeps days (UTC): the day of the rate and of the activity. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
/** A YYYY-MM-DD day as the screens write it (MM/DD/YYYY). */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** Where a tracking link lands: the page without the query the redirect adds, and the `ref` it carries. */
async function landingOf(page: Page, link: string): Promise<{ page: string; ref: string | null }> {
  const res = await page.request.get(link, { maxRedirects: 0, headers: { 'user-agent': CHROME } });
  expect(res.status()).toBe(302);
  const url = new URL(res.headers().location!);
  const ref = url.searchParams.get('ref');
  for (const added of ['ref', 'click_id', 'sub']) url.searchParams.delete(added);
  return { page: url.toString(), ref };
}

/** A console operator of `role`, invited through the CLI and signed in, in a browser of their own. */
async function consoleOperator(
  browser: Browser,
  role: 'admin' | 'finance',
  options: { viewport: { width: number; height: number }; timezoneId?: string },
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const email = newOperatorEmail(role);
  await acceptInvitation(page, await inviteThroughCli(email, role), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  return page;
}

test('a BRL brand beside the EUR one: its rate, its code, its player in euros, each brand landing on its page', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const brand = {
    code: `sol-${suffix}`,
    name: `Sol Bet ${suffix}`,
    landing: `https://sol-${suffix}.example/bem-vindo`,
  };
  const today = todayUtc();

  // 1. An admin adds the brand on the Brands screen, open to affiliates.
  const admin = await consoleOperator(browser, 'admin', { viewport: { width: 1280, height: 900 } });
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Brands' }).click();
  const addForm = admin.getByRole('form', { name: 'Add a brand' });
  await addForm.getByLabel('Code').fill(brand.code);
  await addForm.getByLabel('Name').fill(brand.name);
  await addForm.getByLabel('Currency').fill('brl');
  await addForm.getByLabel('Landing page').fill(brand.landing);
  await expect(addForm.getByLabel('Open to affiliates')).toBeChecked();
  await addForm.getByRole('button', { name: 'Add brand' }).click();
  await expect(admin.getByRole('status')).toContainText(`Added ${brand.name} (${brand.code}, BRL).`);
  const brandRow = admin
    .getByRole('table', { name: 'Brands' })
    .getByRole('row')
    .filter({ hasText: brand.code });
  await expect(brandRow).toContainText('BRL');
  await expect(brandRow).toContainText(brand.landing);
  await expect(brandRow).toContainText('Open');
  await admin.context().close();

  // 2. A finance operator in São Paulo, on a phone, sets today's BRL→EUR rate by keyboard.
  const finance = await consoleOperator(browser, 'finance', {
    viewport: { width: 360, height: 800 },
    timezoneId: 'America/Sao_Paulo',
  });
  const navigation = finance.getByRole('navigation', { name: 'Console' });
  await navigation.getByRole('button', { name: /Menu/ }).click();
  await navigation.getByRole('link', { name: 'Exchange rates' }).click();
  await expect(finance.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  const rateForm = finance.getByRole('form', { name: 'Set a rate' });
  // The day is today's, the rate is to the euro, from ECB, unless changed.
  await expect(rateForm.getByLabel('Day')).toHaveValue(today);
  await rateForm.getByLabel('From').focus();
  await finance.keyboard.type('brl');
  await finance.keyboard.press('Tab');
  await expect(rateForm.getByLabel('To')).toBeFocused();
  await expect(rateForm.getByLabel('To')).toHaveValue('EUR');
  await finance.keyboard.press('Tab');
  await expect(rateForm.getByLabel('Rate')).toBeFocused();
  await finance.keyboard.type(RATE);
  await finance.keyboard.press('Enter');
  await expect(finance.getByRole('status')).toContainText(`Set BRL→EUR ${RATE} for ${shown(today)}:`);
  const rateRow = finance
    .getByRole('table', { name: 'Latest rates' })
    .getByRole('row')
    .filter({ hasText: 'BRL → EUR' });
  await expect(rateRow.getByRole('cell').nth(1)).toHaveText(RATE);
  await expect(rateRow).toContainText(`${shown(today)} · ECB`);
  expect(await horizontalOverflow(finance)).toBeLessThanOrEqual(0);
  expect(await finance.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(finance)).toEqual([]);
  await finance.screenshot({ path: test.info().outputPath('exchange-rates-360.png'), fullPage: true });
  await finance.context().close();

  // 3. A EUR affiliate creates a code for the new brand in Affiliate Tools, picking the brand.
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  await page.getByRole('navigation').getByRole('link', { name: 'Affiliate Tools' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Tools' })).toBeVisible();
  const codeForm = page.getByRole('form', { name: 'Create a referral code' });
  await codeForm.getByLabel('Brand').selectOption({ label: brand.name });
  const solCode = `SOL${suffix.toUpperCase()}`;
  await codeForm.getByLabel('New code').fill(solCode);
  await codeForm.getByRole('button', { name: 'Create code' }).click();
  await expect(codeForm).toContainText(`Code ${solCode} (${brand.name}) created.`);
  const codes = page.getByRole('list', { name: 'Your referral codes' });
  const solItem = codes.getByRole('listitem').filter({ hasText: solCode });
  await expect(solItem).toContainText(`Brand: ${brand.name}`);
  // The account's first code, of the EUR brand: the links the affiliate copies from this screen.
  const eurItem = codes.getByRole('listitem').filter({ hasText: 'Default' });
  const eurCode = (await eurItem.getByRole('heading', { level: 3 }).textContent())!;
  const solLink = await page.getByRole('textbox', { name: `Tracking link of ${solCode}` }).inputValue();
  const eurLink = await page.getByRole('textbox', { name: `Tracking link of ${eurCode}` }).inputValue();
  const eurBrand = (await programBrands()).find((b) => b.is_first)!;
  expect(eurBrand.currency).toBe('EUR');
  await expect(eurItem).toContainText(`Brand: ${eurBrand.name}`);

  // 4. The brands' platforms feed a player of each code: R$ 1,000.00 win/loss today on the new brand, and
  // €30.00 on the EUR brand, so the brand filter has something to leave out.
  const customer = 9_000_000_000 + (Date.now() % 1_000_000_000);
  await feedPlayers([
    {
      customer_id: customer,
      referral_code: solCode,
      brand: brand.code,
      date_joined: today,
      category: 'casino',
      country: 'BR',
    },
    {
      customer_id: customer + 1,
      referral_code: eurCode,
      date_joined: today,
      category: 'casino',
      country: 'MT',
    },
  ]);
  const day = { day: today, withdrawals: '0.00', turnover: '0.00', bonuses: '0.00' };
  await feedActivity([
    { ...day, customer_id: customer, currency: 'BRL', deposits: '500.00', winloss: '1000.00' },
    { ...day, customer_id: customer + 1, currency: 'EUR', deposits: '50.00', winloss: '30.00' },
  ]);

  // 5. The dashboard, filtered to the new brand, shows the win/loss in euros at the rate set.
  // Opened afresh, as the next visit would: the dashboard this tab loaded at sign-in is kept for 30 s
  // before it is asked again (an open dashboard follows new activity within a minute).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const winloss = page.getByRole('region', { name: 'Win/loss', exact: true });
  await expect(winloss).toContainText('€190.00');
  await page
    .getByRole('form', { name: 'Chart options' })
    .getByLabel('Brand')
    .selectOption({ label: brand.name });
  await expect(page.getByRole('heading', { level: 3, name: /^Totals for / })).toContainText(brand.name);
  await expect(winloss).toContainText('€160.00');
  await expect(page.getByRole('region', { name: 'Deposits', exact: true })).toContainText('€80.00');

  // The reports grouped by brand: a row for each brand, each in euros.
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel('Group by').selectOption({ label: 'Brand' });
  await expect(page).toHaveURL(/group=brand/);
  const report = page.getByRole('table', { name: /^Brand/ });
  const rowOf = (name: string) =>
    report.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  // Clicks, sign-ups, registrations, first deposits, then deposits (the funnel's columns).
  await expect(rowOf(brand.name).getByRole('cell').nth(4)).toHaveText('€80.00');
  await expect(rowOf(eurBrand.name).getByRole('cell').nth(4)).toHaveText('€50.00');

  // 6. Each code's link lands on its own brand's page.
  expect(await landingOf(page, eurLink)).toEqual({ page: eurBrand.effective_landing_url, ref: eurCode });
  expect(await landingOf(page, solLink)).toEqual({ page: brand.landing, ref: solCode });
});
