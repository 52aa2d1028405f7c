import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import {
  acceptInvitation,
  consoleTopBar,
  inviteThroughCli,
  newOperatorEmail,
  signInToConsole,
} from '../support/operator-console.ts';
import {
  clippedSelects,
  clippedSelectsAtPhoneWidth,
  horizontalOverflow,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

/** No sideways scroll at the console's narrowest desktop (1024 px) nor on a 360 px phone, and no serious axe finding. */
async function expectUsable(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);
  await page.setViewportSize(before);
}

test('an admin invited through the CLI joins the console, invites a colleague, signs out and in again; the portal still signs in beside it', async ({
  page,
}) => {
  // Authenticator codes are taken once per 30-second step: signing in again may wait for the next one.
  test.setTimeout(180_000);
  const email = newOperatorEmail('admin');
  const link = await inviteThroughCli(email, 'admin');

  // The invitation: whom it is for, the password rules, the authenticator to enrol.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the operator console' })).toBeVisible();
  await expect(page.getByText(/You are invited as Admin/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code that adds ${email} to your authenticator app` }),
  ).toBeVisible();
  await expectUsable(page);
  await page.getByLabel('New password', { exact: true }).fill('too-short');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();

  // The console opens on the Overview, every role's home; Operators is one click away.
  const admin = await acceptInvitation(page, link, email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/operators`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await expect(consoleTopBar(page)).toContainText(email);
  await expect(consoleTopBar(page)).toContainText('Admin');
  const operators = page.getByRole('table', { name: 'Operators' });
  await expect(
    operators.getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) }),
  ).toContainText('(you)');
  await expectUsable(page);

  // Inviting a colleague: the link is shown once, with how long it works.
  const colleague = newOperatorEmail('support');
  await page.getByLabel('Email', { exact: true }).fill(colleague);
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitation ready' });
  await expect(dialog.getByText(/\/operator\/invitation#[A-Za-z0-9_-]{32,64}$/)).toBeVisible();
  await expect(dialog.getByText(/works once, for 72 hours/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText(colleague)).toBeVisible();

  // Signing out, then in again with a code; the wrong password and a wrong code are told apart first.
  await consoleTopBar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/sign-in`);
  await expectUsable(page);
  await signInToConsole(page, { ...admin, password: 'not-the-password-1' }, admin.app.wrongCode());
  await expect(page.getByRole('alert')).toBeVisible();
  await signInToConsole(page, admin, admin.app.wrongCode());
  await expect(page.getByLabel('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  await signInToConsole(page, admin);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // The affiliate portal signs in in the same browser, and the console keeps its own session beside it:
  // nothing of it where the portal's scripts could read it, its refresh token in an HttpOnly cookie
  // sent to the console's session endpoints only.
  await signIn(page);
  const stored = await page.evaluate(() => ({
    affiliate: localStorage.getItem('auth'),
    console: localStorage.getItem('operator_session'),
    cookies: document.cookie,
  }));
  expect(JSON.parse(stored.affiliate!).state.refreshToken).toBeTruthy();
  expect(stored.console).toBeNull();
  expect(stored.cookies).not.toContain('operator_refresh');
  const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'operator_refresh');
  expect(refreshCookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/v1/operator/session',
  });
  // A new page load gets its access token from the cookie.
  await page.goto('/operator/');
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(consoleTopBar(page)).toContainText(email);
});

test('a marketing operator opens on the Overview, with no Operators section; a used link says what to do', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newOperatorEmail('marketing');
  const link = await inviteThroughCli(email, 'marketing');
  await acceptInvitation(page, link, email);

  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Overview',
    'Affiliates',
    'Players',
    'Applications',
    'Deals',
    'Exchange rates',
    'Banners',
    'Landing pages',
    'Brands',
    'Settings',
    'Texts',
    'Terms',
    'Your account',
  ]);
  await page.goto('/operator/operators');
  await expect(
    page.getByText('Your role (Marketing) does not include Operators.', { exact: false }),
  ).toBeVisible();
  await expectUsable(page);

  await consoleTopBar(page).getByRole('button', { name: 'Sign out' }).click();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
  await expect(
    page.getByText('Ask an admin of the operator console to send you a new invitation.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
