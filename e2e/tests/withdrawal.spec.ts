import AxeBuilder from '@axe-core/playwright';
import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { latestMailedCode } from '../support/operator.ts';
import { apiSignIn, demo, memberIdOf, signIn } from '../support/session.ts';

// The check: the demo affiliate requests a USDT TRC20 withdrawal with the emailed code (read from
// the outbox), sees it pending, the operator approves and pays it, and the notification arrives.

const DEMO_EMAIL = 'demo@example.com';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function operatorApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` } });
}

let demoId: number;

test.beforeAll(async () => {
  demoId = await memberIdOf(demo);
  const operator = await operatorApi();
  // A fresh USDT rate (a stale or missing one blocks crypto withdrawals), and money to withdraw: the
  // commission seed may not cover it, so the brand credits it, once per run (Idempotency-Key).
  const rate = await operator.put(fillPath(api.operator.setRate.path, { asset: 'USDTTRC20' }), {
    data: { rate: '0.92', source: 'e2e' },
  });
  expect(rate.status(), await rate.text()).toBe(200);
  const credit = await operator.post(api.operator.postAdjustment.path, {
    headers: { 'Idempotency-Key': `e2e-withdrawal-float-${process.env.E2E_DATA_DIR ?? 'run'}` },
    data: { member_id: demoId, amount: '500.00', kind: 'adjustment', reason: 'End-to-end withdrawal float' },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  await operator.dispose();
});

test('a USDT TRC20 withdrawal with an emailed code: pending, approved and paid by the brand, notified', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // The dashboard's money cards.
  await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('€');
  await expect(page.getByRole('region', { name: 'Estimated commission this period' })).toContainText('€');

  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  const available = page.getByRole('region', { name: 'Available balance' });
  await expect(available).toContainText('€');
  const before = (await available.textContent()) ?? '';

  // The chips are one radio group: reach it by keyboard and pick USDT (TRC20) with the arrow keys.
  const usdt = page.getByRole('radio', { name: 'USDT (TRC20)' });
  await usdt.focus();
  await page.keyboard.press('Space');
  await expect(usdt).toBeChecked();

  const address = page.getByLabel('Wallet address');
  await address.fill(TRON_ADDRESS);
  await page.getByLabel('Amount (EUR)').fill('50');
  await page.getByLabel('Amount (EUR)').blur();
  // The equivalent at the rate just set, 50 / 0.92, in the stablecoin's 6 decimals; the rate's time in MM/DD/YYYY.
  await expect(page.getByText('≈ 54.347826 USDT')).toBeVisible();
  await expect(page.getByText(/^Rate of \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Email me a code' }).click();
  const sent = page.getByRole('dialog', { name: 'Code sent' });
  await expect(sent).toContainText(DEMO_EMAIL);
  expect(await seriousViolations(page)).toEqual([]);
  await sent.getByRole('button', { name: 'Enter code' }).click();
  await page.getByLabel('Emailed code').fill(await latestMailedCode(DEMO_EMAIL));
  await page.getByRole('button', { name: 'Request withdrawal' }).click();

  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Your request has been submitted');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Amount (EUR)')).toHaveValue('');
  await expect(available).not.toHaveText(before);

  const row = page.getByRole('listitem', { name: 'Withdrawal of €50.00 by USDT (TRC20)' }).first();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('USDT');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // On a phone no amount breaks inside its number: each is one line box.
  for (const amount of await row
    .locator('[data-testid="payout-amount"], [data-testid="withdrawal-amount"]')
    .all()) {
    await expect(amount).toBeVisible();
    expect(
      await amount.evaluate((el) => el.getClientRects().length),
      (await amount.textContent()) ?? '',
    ).toBe(1);
  }
  await expect(row.getByTestId('payout-amount')).toHaveText('54.347826');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The brand approves and pays it.
  const operator = await operatorApi();
  const queue = await operator.get(api.operator.operatorWithdrawals.path, {
    params: { member_id: demoId, status: 'pending', per_page: 100 },
  });
  expect(queue.status(), await queue.text()).toBe(200);
  const pending = (
    (await queue.json()) as {
      data: { id: number; amount: string; payment_option_type: string; destination_full: string }[];
    }
  ).data.filter(
    (w) =>
      w.payment_option_type === 'USDTTRC20' && w.amount === '50.00' && w.destination_full === TRON_ADDRESS,
  );
  const withdrawal = pending.at(-1);
  expect(withdrawal, 'the request in the review queue').toBeTruthy();
  const approved = await operator.post(
    fillPath(api.operator.approveWithdrawal.path, { withdrawalId: withdrawal!.id }),
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const reference = `e2e-${Date.now().toString(36)}`;
  // The address is new: paying before its 24-hour review hold ends takes the operator's stated reason.
  const override_hold = { reason: 'End-to-end run: the new wallet was checked.' };
  const paid = await operator.post(
    fillPath(api.operator.payWithdrawal.path, { withdrawalId: withdrawal!.id }),
    { data: { payout_reference: reference, override_hold } },
  );
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');
  await operator.dispose();

  // Paid requests leave the open list; the notification arrives.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Withdrawal of €50.00 by USDT (TRC20)' })).toHaveCount(
    pending.length - 1,
  );
  await page.goto('/notification');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: /withdrawal/i })
      .filter({ hasText: /paid/i })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('cancelling a pending withdrawal asks first, names the amount and option, and says it is done', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A request made through the API (the first test covers the form), pending on the brand's review.
  const token = await apiSignIn(demo);
  const affiliate = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const asked = await affiliate.post(api.codes.requestCode.path, { data: { purpose: 'withdrawal' } });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  const made = await affiliate.post(api.payments.withdraw.path, {
    headers: { 'Idempotency-Key': `e2e-cancel-${process.env.E2E_DATA_DIR ?? Date.now()}` },
    data: {
      payment_option_type: 'USDTTRC20',
      amount: '35.00',
      wallet_address: TRON_ADDRESS,
      code: await latestMailedCode(DEMO_EMAIL),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await affiliate.dispose();

  await signIn(page);
  await page.goto('/withdrawal');
  const row = page.getByRole('listitem', { name: 'Withdrawal of €35.00 by USDT (TRC20)' });
  await expect(row).toHaveCount(1);

  // "Keep it" cancels nothing.
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this withdrawal?' });
  await expect(confirm).toContainText('€35.00');
  await expect(confirm).toContainText('USDT (TRC20)');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /^Cancel/ }).click();
  await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
  const done = page.getByRole('dialog', { name: 'Withdrawal cancelled' });
  await expect(done).toContainText('€35.00 is back in your available balance');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
});
