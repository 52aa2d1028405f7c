import { expect, test, type Page } from '@playwright/test';
import { createAffiliate, latestMailedCode, publishTerms } from '../support/operator.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { overflowAtPhoneWidth, seriousViolations } from '../support/page-checks.ts';

/**
 * Joining the program (issue 38), from outside: an applicant applies on the public page (the browser
 * solves the proof of work), confirms the mailed code, a manager approves them in the console with a
 * deal, and they sign in with the password they chose, the terms they accepted when applying already
 * recorded. Runs after the terms' spec (e2e/playwright.config.ts): it publishes a version of its own.
 */
const password = 'joining-partner-2026';

async function signInTo(page: Page, who: { username: string; password: string }) {
  await page.goto('/auth/login?lang=en');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function apply(page: Page, inviteLink: string, who: { email: string; username: string }) {
  await page.goto(inviteLink);
  await expect(page.getByRole('heading', { level: 1, name: /apply/i })).toBeVisible();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Silva');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Country').selectOption('BR');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Website 1').fill('https://tips-ana.example.com');
  await page.getByRole('checkbox', { name: 'Search engines (SEO)' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the program’s terms.' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBe(0);
  // The browser solves the gateway's challenge while the form is filled in.
  await expect(page.getByText('Check complete.')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
}

test('an applicant applies, confirms the mailed code, is approved in the console and signs in', async ({
  page,
  browser,
}) => {
  // Four people's screens in one journey: the applicant, the inviter, a manager and the applicant again.
  test.setTimeout(180_000);
  // A version of the terms in force for the applicant to accept (the spec runs last: it asks no one else).
  await publishTerms('# Program terms\n\nApplicants accept these terms.');
  const stamp = Date.now().toString(36);
  const applicant = { email: `ana.${stamp}@tips-ana.example.com`, username: `ana${stamp}`, password };

  // The inviting affiliate hands out the invite link from their Sub-affiliates screen.
  const parent = await createAffiliate();
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await signInTo(parentPage, parent);
  await parentPage.getByRole('checkbox', { name: 'I have read and accept these terms.' }).check();
  await parentPage.getByRole('button', { name: 'Accept and continue' }).click();
  await parentPage.goto('/sub-affiliates');
  const inviteLink = await parentPage.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(inviteLink).toMatch(/\/auth\/register\?ref=[0-9A-F]{12}$/);

  await apply(page, inviteLink, applicant);
  await page.getByLabel('Code', { exact: true }).fill(await latestMailedCode(applicant.email));
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByText(/Thank you, Ana/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A marketing manager (the program's affiliate managers) approves the application in the console.
  const email = newOperatorEmail('marketing');
  const link = await inviteThroughCli(email, 'marketing');
  const consoleContext = await browser.newContext();
  const console = await consoleContext.newPage();
  await acceptInvitation(console, link, email);
  // Through the console's navigation, as a manager goes to the queue.
  await console
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Applications' })
    .click();
  const queue = console.getByRole('table', { name: 'Waiting applications' });
  await queue.getByRole('link', { name: /Ana Silva/ }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Ana Silva' })).toBeVisible();
  expect(await seriousViolations(console)).toEqual([]);
  await console.getByRole('button', { name: 'Approve with this deal' }).click();
  await expect(
    console.getByRole('link', { name: new RegExp(`Open the affiliate ${applicant.username}`) }),
  ).toBeVisible();
  await consoleContext.close();

  // The approved applicant signs in with the password they chose; the terms accepted when applying hold.
  await signInTo(page, applicant);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The inviter's Sub-affiliates screen lists them.
  await parentPage.reload();
  await expect(parentPage.getByRole('table', { name: 'Your sub-affiliates' })).toContainText(
    applicant.username,
  );
  expect(await seriousViolations(parentPage)).toEqual([]);
  expect(await overflowAtPhoneWidth(parentPage)).toBe(0);
  await parentContext.close();

  // A second version of the terms: the next sign-in asks again.
  const second = await publishTerms('# Program terms\n\nApplicants accept these terms, version two.');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signInTo(page, applicant);
  await expect(page.getByText(`Version ${second}, in force since`)).toBeVisible();
});
