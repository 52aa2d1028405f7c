import { expect, test } from '@playwright/test';
import { createAffiliate, latestMailedCode } from '../support/operator.ts';
import { apiSignIn, signIn } from '../support/session.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('logging out another session from /settings sends that browser to the Session Expired dialog', async ({
  browser,
}) => {
  const affiliate = await createAffiliate();
  const laptop = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await signIn(laptopPage, affiliate);
  await signIn(phonePage, affiliate);

  await laptopPage.goto('/settings');
  const sessions = laptopPage.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  const phoneRow = sessions.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
  await expect(phoneRow).not.toContainText('This device');

  // Keyboard: focus the phone's Log out button and press Enter.
  await phoneRow.getByRole('button', { name: /^Log out Safari on iPhone/ }).focus();
  await laptopPage.keyboard.press('Enter');
  await expect(laptopPage.getByText('Safari on iPhone is logged out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The 360 px page does not scroll sideways.
  const overflow = await laptopPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await phonePage.goto('/settings');
  const dialog = phonePage.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has expired. Please relogin.');

  // The laptop is still signed in.
  await laptopPage.reload();
  await expect(laptopPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(laptopPage.getByRole('dialog', { name: 'Session Expired' })).toBeHidden();

  await laptop.close();
  await phone.close();
});

test('changing the email: password and new address, the code mailed there, then sign-in with the new address', async ({
  page,
}) => {
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  await page.goto('/settings');
  const newEmail = `new-${affiliate.email}`;

  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill(affiliate.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Code sent' });
  await expect(dialog).toContainText(`We have sent a 6-digit code to ${newEmail}`);
  await dialog.getByRole('button', { name: 'Enter code' }).click();

  await page.getByLabel('Code').fill(await latestMailedCode(newEmail));
  await page.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(page.locator('dd', { hasText: newEmail })).toBeVisible();

  await page.reload();
  await expect(page.locator('dd', { hasText: newEmail })).toBeVisible();
  // Sign-in accepts the new address as the login name.
  expect(await apiSignIn({ username: newEmail, password: affiliate.password })).toBeTruthy();
});

test('Save profile takes the first click after a field error, with the pointer', async ({ page }) => {
  const affiliate = await createAffiliate();
  await signIn(page, affiliate);
  await page.goto('/settings');
  const firstName = page.getByLabel('First name');
  await firstName.fill('');
  await page.getByLabel('Last name').focus();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');

  // Fix the name and go straight for the button: the error clears as the field loses focus on the
  // button's mousedown, and the button must still be under the pointer for the mouseup.
  await firstName.fill('Robin');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/bo/me/profile'))
      saves.push(request.url());
  });
  const button = page.getByRole('button', { name: 'Save profile' });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.waitForTimeout(100); // a person's click lasts about this long
  await page.mouse.up();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  expect(saves).toHaveLength(1);
});
