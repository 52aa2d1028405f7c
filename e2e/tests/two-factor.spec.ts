import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { TestAuthenticator } from '../support/authenticator.ts';
import { baseURL } from '../support/env.ts';
import { createAffiliate, latestMailedCode, type TestAffiliate } from '../support/operator.ts';
import { signIn } from '../support/session.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

// Fresh affiliates only: the demo account, which the other specs sign in with, never gets two-factor.

async function signOut(page: Page, affiliate: TestAffiliate) {
  await page.getByRole('button', { name: `User menu: ${affiliate.username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth/login`);
}

/** The password step; the server then asks for the second factor. */
async function passwordStep(page: Page, affiliate: TestAffiliate) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(affiliate.username);
  await page.getByLabel('Password', { exact: true }).fill(affiliate.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Sets two-factor up on the screen: reads the key from the page, confirms with its code, returns the recovery codes. */
async function setUpTwoFactor(page: Page): Promise<{ app: TestAuthenticator; recoveryCodes: string[] }> {
  await page.goto('/google-authenticator');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  await expect(
    page.getByRole('img', { name: /QR code that adds .+ to your authenticator app/ }),
  ).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  const app = new TestAuthenticator(key);
  await page.getByLabel('Authentication code').fill(await app.nextCode());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { app, recoveryCodes };
}

test('two-factor end to end: set up, recovery codes, sign in with a code and with a recovery code, turn off', async ({
  page,
}) => {
  // Codes are taken once per 30-second step: the flow may wait for the next step twice.
  test.setTimeout(180_000);
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);

  await page.goto('/google-authenticator');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A wrong first code is refused on the field; the setup stays open.
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  expect(key.replace(/ /g, '')).toMatch(/^[A-Z2-7]{32}$/);
  const app = new TestAuthenticator(key);
  await page.getByLabel('Authentication code').fill(app.wrongCode());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByText('The code is not valid. Enter the current code from your authenticator app.'),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill(await app.nextCode());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/i);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a text file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = await readFile((await download.path())!, 'utf8');
  for (const code of recoveryCodes) expect(file).toContain(code);
  expect(file).toContain(`Account: ${affiliate.username}`);

  // The acknowledgement and Done, by keyboard.
  await page.getByLabel('I have saved my recovery codes somewhere safe').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sign in with a code from the app: a wrong one first (the server's message on the field), then the right one.
  await signOut(page, affiliate);
  await passwordStep(page, affiliate);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  // Switching kinds by pointer leaves no error of the empty field behind.
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await expect(codeField).toBeFocused();
  await codeField.fill(app.wrongCode());
  await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(
      'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  // One click: the refused code's message going away on blur must not move the button from under the pointer.
  await codeField.fill(await app.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);

  // Sign in with a recovery code, by keyboard; it is then used up.
  await signOut(page, affiliate);
  await passwordStep(page, affiliate);
  await page.getByRole('button', { name: 'Use a recovery code' }).press('Enter');
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.keyboard.type(recoveryCodes[0]!);
  await page.keyboard.press('Enter');
  await expectDashboard(page);

  // Turn it off with a code from the app; sign-in asks for the password only again.
  await page.goto('/google-authenticator');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.getByLabel('Authentication code').fill(await app.nextCode());
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is turned off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is turned off' })).toBeVisible();
  await signOut(page, affiliate);
  await signIn(page, affiliate);
});

test('two-factor reset with an emailed code: status off, sign-in with the password only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  const { app } = await setUpTwoFactor(page);
  await page.getByLabel('I have saved my recovery codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();

  // A later visit: signed in with the app's code, the screen shows the cached setting, then the server's.
  await signOut(page, affiliate);
  await passwordStep(page, affiliate);
  await page.getByLabel('Authentication code').fill(await app.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);
  await page.goto('/google-authenticator');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const sent = page.getByRole('dialog', { name: 'Code sent' });
  await expect(sent).toContainText(affiliate.email);
  await sent.getByRole('button', { name: 'Enter code' }).click();
  await page.getByLabel('Emailed code').fill(await latestMailedCode(affiliate.email));
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByText('Two-factor authentication was reset. You can set it up again at any time.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
  const cached = await page.evaluate(() => localStorage.getItem('two_factor_setting'));
  expect(JSON.parse(cached!)).toMatchObject({ state: { setting: { status: 'off', enabled: false } } });

  // Logout clears the cached setting; the password alone signs in again.
  await signOut(page, affiliate);
  expect(await page.evaluate(() => localStorage.getItem('two_factor_setting'))).toBeNull();
  await signIn(page, affiliate);
  await page.goto('/google-authenticator');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeVisible();
});
