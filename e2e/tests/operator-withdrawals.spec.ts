import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { demo, memberIdOf, signIn } from '../support/session.ts';
import { requestDemoWithdrawal } from '../support/withdrawals.ts';

// The check of the console's Withdrawals screen: the demo affiliate asks for a payout to new
// Skrill details, an admin joined through the CLI approves and pays it in the console (overriding the
// new details' hold with a reason), the affiliate reads it as paid; a support operator has no such screen.

const SCREENS = process.env.E2E_SCREENSHOTS;

let demoId: number;
let withdrawalId: number;
const amount = '41.27';

async function shoot(page: Page, name: string) {
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  demoId = await memberIdOf(demo);
  withdrawalId = await requestDemoWithdrawal(amount, 'console');
});

test('an admin approves and pays a held withdrawal in the console; the affiliate sees it paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  // The affiliate filter goes to the URL with the status the queue opens on.
  await page.getByLabel('Affiliate ID').fill(String(demoId));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/withdrawals?member_id=${demoId}`);
  const row = page.getByRole('article', { name: `Withdrawal #${withdrawalId}`, exact: true });
  await expect(row).toContainText('€41.27');
  await expect(row).toContainText('Skrill');
  await expect(row).toContainText('@skrill.example');
  await expect(row).toContainText(/New payout details — held until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
  await expect(
    row.getByRole('button', { name: `Copy the destination of withdrawal #${withdrawalId}` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'queue-1280');

  // A phone: the rows are cards, every action in reach, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  await expect(row.getByRole('button', { name: `Approve withdrawal #${withdrawalId}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'queue-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  await row.getByRole('button', { name: `Approve withdrawal #${withdrawalId}` }).click();
  await expect(page.getByText(`Withdrawal #${withdrawalId}: approved`)).toBeVisible();
  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(`${baseURL}/operator/withdrawals?status=approved&member_id=${demoId}`);
  await row.getByRole('button', { name: `Pay withdrawal #${withdrawalId}` }).click();

  // Paying a held withdrawal without overriding the hold: the gateway's refusal is shown.
  const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
  await dialog.getByLabel('Payment reference').fill(`SKR-E2E-${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog.getByRole('alert')).toContainText('on hold for the review of new payout details');
  await dialog.getByLabel('Override the hold').check();
  await dialog
    .getByLabel('Why pay now')
    .fill('Confirmed the new Skrill account with the affiliate by phone.');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'pay-dialog-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  await shoot(page, 'pay-dialog-360');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Withdrawal #${withdrawalId}: paid`)).toBeVisible();
  await page.getByLabel('Status').selectOption('paid');
  await expect(row).toContainText('Paid');

  // The affiliate's history shows it paid.
  await signIn(page);
  await page.goto('/transaction-history?type=withdrawal');
  const paid = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: '€41.27' })
    .filter({ hasText: 'Paid' });
  await expect(paid.first()).toBeVisible();
});

test('a support operator has no Withdrawals section, and the gateway refuses their token to pay', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newOperatorEmail('support');
  await acceptInvitation(page, await inviteThroughCli(email, 'support'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Withdrawals' }),
  ).toHaveCount(0);

  // The console keeps its access token in memory: a renewal with its HttpOnly cookie (as a reload does,
  // the XSRF pair with it) hands the test one of the same sign-in.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const renewed = await page.request.post(api.operatorConsole.operatorRefresh.path, {
    data: {},
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(renewed.status()).toBe(200);
  const { token } = ((await renewed.json()) as { data: { token: string } }).data;
  const support = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const refused = await support.post(fillPath(api.operator.payWithdrawal.path, { withdrawalId }), {
    data: { payout_reference: 'SUPPORT-TRY' },
  });
  expect(refused.status()).toBe(403);
  await support.dispose();
});
