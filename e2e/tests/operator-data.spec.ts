import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate, feedPlayers } from '../support/operator.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Chooses the activity feed and a file of these lines as an operator does (with the file input, or by
 * dropping the file on it), and presses Upload.
 */
async function uploadActivity(page: Page, lines: string[], how: 'choose' | 'drop' = 'choose') {
  const form = page.getByRole('form', { name: 'Upload a file' });
  await form.getByRole('radio', { name: 'Activity' }).check();
  const text = `${lines.join('\n')}\n`;
  const input = form.getByLabel('CSV file');
  if (how === 'choose') {
    await input.setInputFiles({ name: 'activity-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  } else {
    const dataTransfer = await page.evaluateHandle((content) => {
      const files = new DataTransfer();
      files.items.add(new File([content], 'activity-e2e.csv', { type: 'text/csv' }));
      return files;
    }, text);
    await input.dispatchEvent('drop', { dataTransfer });
    // The dropped file is the input's too, so the input names what will be sent.
    await expect(input).toHaveJSProperty('files.0.name', 'activity-e2e.csv');
  }
  await expect(form.getByText(`activity-e2e.csv · ${Buffer.byteLength(text)} bytes`)).toBeVisible();
  await form.getByRole('button', { name: 'Upload' }).click();
  return page.getByRole('region', { name: 'Report' });
}

test('an admin uploads an activity file: refused with its bad line, stored once fixed, recognised when sent again; at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Two players of an affiliate of this test's own.
  const affiliate = await createAffiliate();
  const first = Date.now() * 100;
  await feedPlayers(
    [first, first + 1].map((customer_id) => ({
      customer_id,
      referral_code: affiliate.username.toUpperCase(),
      date_joined: todayUtc(),
      category: 'casino' as const,
      country: 'MT',
    })),
  );

  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Data' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/data`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scheduled pulls' })).toHaveAttribute(
    'href',
    '/operator/data/sources',
  );

  const header = 'customer_id;day;currency;deposits;withdrawals;turnover;winloss;bonuses';
  const day = todayUtc();
  const good = `${first};${day};EUR;120.00;0.00;300.00;45.50;0.00`;
  const bad = `${first + 1};${day};EUR;-5.00;0.00;80.00;10.00;0.00`;
  const fixed = `${first + 1};${day};EUR;5.00;0.00;80.00;10.00;0.00`;

  // One negative deposit on line 3: refused with its line and column, nothing stored.
  let report = await uploadActivity(page, [header, good, bad]);
  await expect(report.getByText('Refused: 1 bad row, nothing was stored')).toBeVisible({ timeout: 30_000 });
  const badRows = report.getByRole('table', { name: 'Bad rows' });
  await expect(badRows.getByRole('row').nth(1)).toContainText('3');
  await expect(badRows.getByRole('row').nth(1)).toContainText('deposits');
  await expect(badRows.getByRole('row').nth(1)).toContainText('Amount must not be negative');
  await expect(report.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Fixed: stored.
  report = await uploadActivity(page, [header, good, fixed]);
  await expect(report.getByText('Stored 2 rows', { exact: true })).toBeVisible({ timeout: 30_000 });
  const storedId = Number(
    (await report.getByRole('heading', { name: /^Upload #\d+/ }).textContent())?.match(/#(\d+)/)?.[1],
  );
  expect(storedId).toBeGreaterThan(0);

  // The same file again, dropped this time: recognised, nothing changes.
  report = await uploadActivity(page, [header, good, fixed], 'drop');
  await expect(
    report.getByText(new RegExp(`^Already stored on .+ \\(upload #${storedId}\\): nothing changed$`)),
  ).toBeVisible({ timeout: 30_000 });

  // The log: the three files, newest first; one opens onto its report.
  const log = page.getByRole('table', { name: 'Upload log' });
  const rows = log.getByRole('row').filter({ hasText: 'activity-e2e.csv' });
  await expect(rows.first()).toContainText('Already stored');
  await expect(rows.nth(1)).toContainText('Stored');
  await expect(rows.nth(2)).toContainText('Refused');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('data-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);

  // A phone: nothing scrolls sideways but the bad rows' own table.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('data-360.png'), fullPage: true });

  await rows.nth(2).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Upload #\d+$/ })).toBeVisible();
  await expect(page.getByText('Refused: 1 bad row, nothing was stored')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bad rows' })).toContainText('Amount must not be negative');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('upload-360.png'), fullPage: true });
});
