import { readFile } from 'node:fs/promises';
import { LANDING_CLICK_ID_PARAM, LANDING_REFERRAL_PARAM } from '@affiliate/contract';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate } from '../support/operator.ts';
import { signIn } from '../support/session.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

/**
 * Deep links (issue 20, part 5) end to end: a marketing operator allows a page of the (demo) landing in
 * the console; an affiliate of its own builds a link to a page under it with a sub-ID, sees and downloads
 * its QR code; the link lands on that page with the code and the click's id.
 */

const builder = (page: Page) => page.getByRole('form', { name: 'Build a tracking link' });

test('an operator allows a landing page; an affiliate builds a deep link with a sub-ID and its QR code, and the link lands there', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const label = `Poker night ${run}`;
  const prefix = `${baseURL}/landing/poker-${run}`;

  // The operator's side: marketing allows the page; a refusal first (not https, not localhost).
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('marketing');
  await acceptInvitation(page, await inviteThroughCli(email, 'marketing'), email);
  const navigation = page.getByRole('navigation', { name: 'Console' });
  await expect(navigation.getByRole('link', { name: 'Banners' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Landing pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Landing pages' })).toBeVisible();
  const allow = page.getByRole('form', { name: 'Allow a landing page' });
  await allow.getByLabel('Label').fill(label);
  await allow.getByLabel('Address').fill('http://brand.example/poker');
  await allow.getByRole('button', { name: 'Allow page' }).click();
  await expect(
    allow.getByText('The address must start with https:// (http:// only for localhost).'),
  ).toBeVisible();
  await allow.getByLabel('Address').fill(`${prefix}/`);
  await allow.getByRole('button', { name: 'Allow page' }).click();
  await expect(page.getByRole('status')).toContainText(`Allowed “${label}”`);
  const pages = page.getByRole('table', { name: 'Allowed pages' });
  await expect(pages.getByText(prefix, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('landing-pages-360.png'), fullPage: true });

  // The affiliate's side, in a browser of their own: the builder offers the page by its label.
  const affiliate = await createAffiliate();
  const portal = await context
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await portal.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const tab = await portal.newPage();
  await signIn(tab, affiliate);
  await tab.goto('/affilliate-tools');
  const form = builder(tab);
  await expect(form.getByRole('option', { name: label })).toBeAttached();
  await form.getByLabel('Landing page').selectOption({ label });
  // By keyboard: the page under it, then sub-ID 1, then build.
  await form.getByLabel('Page under it (optional)').focus();
  await tab.keyboard.type('final-table');
  await expect(form.getByLabel('Page under it (optional)')).toHaveAccessibleDescription(
    `Leads to ${prefix}/final-table`,
  );
  await tab.keyboard.press('Tab');
  await expect(form.getByLabel('Sub-ID 1')).toBeFocused();
  await tab.keyboard.type('poster-a');
  await form.getByRole('button', { name: 'Build link' }).focus();
  await tab.keyboard.press('Enter');

  const linkField = tab.getByLabel('Your link', { exact: true });
  await expect(linkField).toHaveValue(/\/r\/[A-Z0-9_-]+\?sub1=poster-a&to=/);
  const link = await linkField.inputValue();
  const qr = tab.getByRole('img', { name: 'QR code of your link' });
  await expect(qr).toBeVisible();
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.getByRole('button', { name: 'Copy link' }).click();
  expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const [svg] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toMatch(/^tracking-link-[A-Z0-9_-]+\.svg$/);
  const svgText = await readFile((await svg.path())!, 'utf8');
  expect(svgText).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
  );
  const [png] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toMatch(/^tracking-link-[A-Z0-9_-]+\.png$/);
  const pngBytes = await readFile((await png.path())!);
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await tab.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(tab)).toBeLessThanOrEqual(0);
  await tab.screenshot({ path: test.info().outputPath('link-builder-360.png'), fullPage: true });

  // The player's side: the link lands on the page with the affiliate's code, the click's id and the sub-ID.
  const player = await portal.newPage();
  await player.goto(link);
  await expect(player).toHaveURL(new RegExp(`^${prefix}/final-table\\?`));
  const landed = new URL(player.url()).searchParams;
  expect(landed.get(LANDING_REFERRAL_PARAM)).toMatch(/^[A-Z0-9_-]+$/);
  expect(landed.get(LANDING_CLICK_ID_PARAM)).toMatch(/^[0-9a-f]{32}$/);
  expect(landed.get('sub')).toBe('poster-a');
  await expect(player.getByText(`poker-${run}/final-table`)).toBeVisible();
  await expect(player.getByText(landed.get(LANDING_CLICK_ID_PARAM)!)).toBeVisible();

  // A link whose target was changed to a page not on the list lands on the default landing page.
  const tampered = new URL(link);
  tampered.searchParams.set('to', `${baseURL}/landing/poker-${run}evil`);
  await player.goto(tampered.toString());
  await expect(player).toHaveURL(new RegExp(`^${baseURL}/landing\\?`));
  await portal.close();
});
