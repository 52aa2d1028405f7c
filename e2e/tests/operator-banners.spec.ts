import { expect, test, type Page } from '@playwright/test';
import { createAffiliate } from '../support/operator.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import {
  clippedSelects,
  clippedSelectsAtPhoneWidth,
  horizontalOverflow,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

/**
 * The console's Banners screen (issue 19): a marketing operator uploads a banner in the browser, each
 * creative's size read from its file (one that declares none is refused on it), the banner is listed and
 * previewed, an affiliate finds it in the banner generator, and once retired it is offered no more.
 *
 * In the demo lane (the default): the catalogue is program-wide, and affiliate-tools.spec.ts reads it.
 * The banner is added last (the generator lists by id, so that spec's first banner stays the same) and
 * retired before the test ends.
 */

const svg = (width: number, height: number, fill = '#fbcc04') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#16181d"/></svg>`,
  );

const svgFile = (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: svg(width, height),
});

/** No serious axe finding, no sideways scroll at the console's narrowest desktop (1024 px) nor on a 360 px phone. */
async function expectUsable(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page), `${what} at 1024 px`).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page), `${what} at 1024 px`).toEqual([]);
  expect(await overflowAtPhoneWidth(page), `${what} at 360 px`).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page), `${what} at 360 px`).toEqual([]);
  await page.setViewportSize(before);
}

async function openGenerator(page: Page) {
  await page.goto('/affilliate-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Tools' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Generate a banner' });
  await page.getByRole('tab', { name: 'Generate' }).click();
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Image' });
  await form.getByLabel('Language', { exact: true }).selectOption({ label: 'English' });
  const banners = form.getByRole('radiogroup', { name: 'Banner' });
  await expect(banners.getByRole('radio').first()).toBeAttached();
  return banners;
}

test('a marketing operator uploads a banner at two sizes, an affiliate finds it in the generator, and once retired it is offered no more', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Autumn Derby ${Date.now().toString(36)}`;
  const email = newOperatorEmail('marketing');
  await acceptInvitation(page, await inviteThroughCli(email, 'marketing'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const catalogue = page.getByRole('table', { name: 'Catalogue' });
  await expect(catalogue).toBeVisible();
  await expectUsable(page, 'the catalogue');

  // The form: two sizes, each read from its file (nothing to type); the second file first one that declares none.
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a banner' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Image' });
  await dialog.getByLabel('Language', { exact: true }).selectOption({ label: 'English' });
  const first = dialog.getByRole('group', { name: 'Creative 1' });
  await expect(dialog.getByLabel('Size', { exact: true })).toHaveCount(0);
  await first.getByLabel('File', { exact: true }).setInputFiles(svgFile('autumn.svg', 300, 250));
  await expect(first.getByText('autumn.svg', { exact: true })).toBeVisible();
  await expect(first.getByText('300x250', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a size' }).click();
  const second = dialog.getByRole('group', { name: 'Creative 2' });
  const secondFile = second.getByLabel('File', { exact: true });
  await secondFile.setInputFiles({
    name: 'autumn-unsized.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 728 90"><rect width="728" height="90"/></svg>',
    ),
  });
  await expect(second.locator('img')).toBeVisible();
  await expect(secondFile).toHaveAccessibleDescription(
    'autumn-unsized.svg does not say its size in pixels (an SVG needs width and height attributes in pixels).',
  );
  expect(await seriousViolations(page), 'the form').toEqual([]);

  await secondFile.setInputFiles(svgFile('autumn-wide.svg', 728, 90));
  await expect(second.getByText('autumn-wide.svg', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Added “${name}” (300x250, 728x90)` }),
  ).toBeVisible();

  // Listed first (offered, newest), with its thumbnail; the preview shows both sizes as the gateway serves them.
  const row = catalogue.getByRole('row').nth(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('300x250, 728x90');
  await expect(row).toContainText('Offered');
  await page.getByRole('button', { name: `Preview ${name}` }).click();
  const preview = page.getByRole('dialog', { name });
  for (const [size, label, width] of [
    ['300x250', '300 × 250 px', 300],
    ['728x90', '728 × 90 px', 728],
  ] as const) {
    const creative = preview.getByRole('img', { name: `${name}, ${label}` });
    await expect(creative).toHaveAttribute('src', new RegExp(`/api/v1/banner/\\d+/creative/${size}$`));
    await expect
      .poll(() => creative.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(width);
    await expect(preview.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page), 'the preview').toEqual([]);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expectUsable(page, 'the catalogue with the new banner');

  // An affiliate finds it in the banner generator, with both sizes.
  const affiliatePage = await browser.newPage();
  await signIn(affiliatePage, await createAffiliate());
  const offered = await openGenerator(affiliatePage);
  await expect(offered.getByRole('radio', { name, exact: true })).toBeAttached();
  await expect(offered.getByRole('radio', { name, exact: true })).toHaveAccessibleDescription(
    '300 × 250, 728 × 90',
  );

  // Retired after a confirmation: marked so, no Retire button, and the generator no longer offers it.
  await page.getByRole('button', { name: `Retire ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Retire this banner?' });
  await expect(confirm).toContainText('Banners they have saved and snippets already published keep working.');
  await confirm.getByRole('button', { name: 'Retire banner' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Retired “${name}”` })).toBeVisible();
  const retiredRow = catalogue.getByRole('row').filter({ hasText: name });
  await expect(retiredRow).toContainText('Retired');
  await expect(page.getByRole('button', { name: `Retire ${name}` })).toHaveCount(0);
  await expectUsable(page, 'the catalogue with a retired banner');

  const afterwards = await openGenerator(affiliatePage);
  await expect(afterwards.getByRole('radio', { name, exact: true })).toHaveCount(0);
  await affiliatePage.close();
});
