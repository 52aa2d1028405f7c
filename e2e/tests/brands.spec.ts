import { expect, test } from '@playwright/test';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

/**
 * Brands (issue 35, item 1) in the console: an admin adds a brand by keyboard and edits it in a dialog,
 * the gateway's refusal of a taken code shown on its field; the screen holds at 360 px; a marketing
 * operator reads the list without a form.
 */
test('an admin adds and edits a brand by keyboard; marketing only reads the list', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const code = `e2e-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  const navigation = page.getByRole('navigation', { name: 'Console' });
  await navigation.getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  const brands = page.getByRole('table', { name: 'Brands' });
  // The demo's two brands.
  await expect(brands.getByText('Goldline Casino & Sports')).toBeVisible();
  await expect(brands.getByText('Goldline Bet Brasil')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a brand' });
  // A taken code first: the gateway's refusal lands on the Code field.
  await form.getByLabel('Code').focus();
  await page.keyboard.type('goldline-br');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Goldline Perú');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pen');
  await page.keyboard.press('Tab');
  await page.keyboard.type('https://pe.goldline.example/');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Code')).toHaveAccessibleDescription('Another brand already has this code.');
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Code').press('Enter');
  await expect(page.getByRole('status')).toContainText(`Added Goldline Perú (${code}, PEN).`);
  // Focus is on the list now holding the brand, and the emptied form shows no error.
  await expect(page.getByRole('heading', { level: 2, name: 'Brands' })).toBeFocused();
  await expect(form.getByLabel('Code')).toHaveValue('');
  await expect(form.getByLabel('Code')).not.toHaveAttribute('aria-invalid', 'true');
  const row = brands.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('PEN');
  await expect(row).toContainText('Open');
  expect(await seriousViolations(page)).toEqual([]);

  // Edit by keyboard: closed to affiliates.
  await row.getByRole('button', { name: 'Edit Goldline Perú' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Goldline Perú' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Open to affiliates').focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save brand' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(`Saved Goldline Perú (${code}).`);
  await expect(row).toContainText('Closed');

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('brands-360.png'), fullPage: true });

  // Marketing, in a browser of its own: the list, no form, no Edit button.
  const other = await context.browser()!.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await other.newPage();
  const marketing = newOperatorEmail('marketing');
  await acceptInvitation(tab, await inviteThroughCli(marketing, 'marketing'), marketing);
  await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Brands' }).click();
  await expect(tab.getByRole('table', { name: 'Brands' }).getByText(code)).toBeVisible();
  await expect(tab.getByRole('form', { name: 'Add a brand' })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await other.close();
});
