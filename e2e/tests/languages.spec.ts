import { expect, test, type Page } from '@playwright/test';
import { de as gatewayGerman } from '../../apps/gateway/src/i18n/catalogs/de.ts';
import { portalText } from '../support/catalogs.ts';
import { createAffiliate, mailsTo } from '../support/operator.ts';
import { horizontalOverflow } from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

const signedInScreens = [
  '/',
  '/withdrawal',
  '/referrals',
  '/changes',
  '/sub-affiliates',
  '/reports',
  '/commission',
  '/transaction-history',
  '/statement-of-account',
  '/affilliate-tools',
  '/integrations',
  '/notification',
  '/settings',
  '/contact',
  '/change-password',
  '/google-authenticator',
  '/kyc',
];
const publicScreens = ['/auth/login', '/auth/forgot-password', '/no-such-page'];

/**
 * The product's own words on a screen that are still plain English in the pseudo-language (every
 * translated text there carries `~` padding): headings, buttons, labels, column headers, navigation,
 * placeholders and accessible names. The screen's data (names, amounts, codes) is not among them, save
 * what `allowed` lists.
 */
async function untranslatedWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate((allowedTexts) => {
    const texts = new Set<string>();
    // What the product itself says in an element: data the page marks as not to be translated (a notice
    // the gateway wrote in the affiliate's language, `translate="no"`) left out.
    const ownText = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const data of copy.querySelectorAll('[translate="no"]')) data.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const visible = (element: Element) =>
      (element as HTMLElement).offsetParent !== null || element.tagName === 'OPTION';
    for (const element of document.querySelectorAll(
      'h1, h2, h3, h4, button, label, th, nav a, legend, [role="tab"], [role="menuitem"], dt',
    ))
      if (visible(element)) texts.add(ownText(element));
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]'))
      for (const name of ['placeholder', 'aria-label', 'title'])
        if (visible(element)) texts.add(element.getAttribute(name)?.trim() ?? '');
    return [...texts].filter(
      (text) =>
        /[A-Za-z]{3,}/.test(text) &&
        !text.includes('~') &&
        // Codes (a referral code, an HTTP method, a coin and its network) and addresses are not words.
        !/^[A-Z0-9_()\s-]+$/.test(text) &&
        !text.includes('://') &&
        // A postback's macros (`{click_id}`) are code.
        !/^\{\w+\}$/.test(text) &&
        !allowedTexts.some((allowed) => text.includes(allowed)),
    );
  }, allowed);
}

test('with ?lang=pt-BR the sign-in page, the dashboard and the withdrawal screen read in Portuguese', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  const pt = (english: string) => portalText('pt-BR', english);
  await page.goto('/auth/login?lang=pt-BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: pt('Sign in') })).toBeVisible();
  await page.getByLabel(pt('Username')).fill(affiliate.username);
  await page.getByLabel(pt('Password'), { exact: true }).fill(affiliate.password);
  await page.getByRole('button', { name: pt('Sign in') }).click();
  await expect(page.getByRole('heading', { level: 1, name: pt('Dashboard') })).toBeVisible();
  // Amounts in Brazilian format: the symbol first, a comma before the cents.
  await expect(page.getByText(/€\s\d{1,3}(\.\d{3})*,\d{2}/).first()).toBeVisible();
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: pt('Withdrawal') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test("a form's messages read in the language shown: the portal's required rule and the contract's", async ({
  page,
}) => {
  const pt = (english: string) => portalText('pt-BR', english);
  const notValid = (field: string) => pt('{name} is not valid.').replace('{name}', pt(field));
  await page.goto('/auth/login?lang=pt-BR');
  await page.getByRole('button', { name: pt('Sign in') }).click();
  await expect(page.getByText(notValid('Username'))).toBeVisible();
  await page.goto('/auth/login?lang=en');
  await signIn(page);
  await page.goto('/contact?lang=pt-BR');
  await page.getByLabel(pt('Subject')).fill('ab');
  await page.getByRole('button', { name: pt('Send message') }).click();
  await expect(page.getByText(pt('Subject must be at least 3 characters.'))).toBeVisible();
  await expect(page.getByText(notValid('Message'))).toBeVisible();
});

test('dates read DD/MM/YYYY in Portuguese where English reads MM/DD/YYYY', async ({ page }) => {
  await signIn(page);
  await page.goto('/transaction-history');
  const english = (
    await page
      .getByText(/\b\d{2}\/\d{2}\/\d{4}\b/)
      .first()
      .innerText()
  ).match(/(\d{2})\/(\d{2})\/(\d{4})/)!;
  const [, month, day, year] = english;
  await page.goto('/transaction-history?lang=pt-BR');
  await expect(page.getByText(`${day}/${month}/${year}`).filter({ visible: true }).first()).toBeVisible();
  await page.goto('/transaction-history?lang=en');
  await expect(page.getByText(`${month}/${day}/${year}`).filter({ visible: true }).first()).toBeVisible();
});

test('an affiliate who sets German in Settings reads the portal and their next mail in German', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: portalText('de', 'Settings') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The next mail: a password reset asked for on another device, in English there; the mail follows the profile.
  const other = await page.context().browser()!.newPage();
  await other.goto('/auth/forgot-password?lang=en');
  await other.getByLabel('Email').fill(affiliate.email);
  await other.getByRole('button', { name: /code/i }).first().click();
  await expect
    .poll(async () => (await mailsTo(affiliate.email))[0]?.subject)
    .toBe(gatewayGerman['mail.code.subject']);
  await other.close();
});

test('in a pseudo-language 40 % longer every screen fits 360 px and shows no English of its own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const problems: string[] = [];
  for (const path of publicScreens) {
    await page.goto(`${path}?lang=pseudo`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if ((await horizontalOverflow(page)) > 0) problems.push(`${path}: wider than 360 px`);
    for (const text of await untranslatedWords(page, ['English', 'Português', 'Español', 'Deutsch']))
      problems.push(`${path}: "${text}"`);
  }
  await page.goto('/auth/login?lang=en');
  await signIn(page);
  for (const path of signedInScreens) {
    await page.goto(`${path}?lang=pseudo`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if ((await horizontalOverflow(page)) > 0) problems.push(`${path}: wider than 360 px`);
    // Names, not words: the languages in themselves, the brand, the payout methods, demo's sub-affiliates.
    for (const text of await untranslatedWords(page, [
      'slotsradar',
      'palpitepro',
      'oddsclub',
      'English',
      'Português',
      'Español',
      'Deutsch',
      'Goldline',
      'Bitcoin',
      'Neteller',
      'Skrill',
      'Node.js',
      'Python',
    ]))
      problems.push(`${path}: "${text}"`);
  }
  expect(problems).toEqual([]);
});
