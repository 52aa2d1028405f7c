import { readFileSync } from 'node:fs';
import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type APIRequestContext, type Download } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { latestMailedCode } from '../support/operator.ts';
import { apiSignIn, demo, memberIdOf, signIn } from '../support/session.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

// The check: after a withdrawal that went the whole way (requested with an emailed code,
// approved and paid by the brand), the history shows it with its timeline, the statement of its month
// shows the commission line, the withdrawal and the closing balance, and both screens download their
// files. The withdrawal is set up through the API (the withdrawal screen has its own spec).

const DEMO_EMAIL = 'demo@example.com';
const PAYOUT_ACCOUNT = 'demo-payouts@example.com';
const AMOUNT = '120.00';
const run = process.env.E2E_DATA_DIR ?? String(Date.now());
const reference = `NT-E2E-${run.replace(/[^A-Za-z0-9]/g, '').slice(-12)}`;

/** The current commission month, `YYYY-MM` in UTC (the periods' calendar). */
const thisMonth = new Date().toISOString().slice(0, 7);
/** The month before it: a finished period the brand can close. */
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

const euro = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount as unknown as number);

async function contextWith(token: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** The code the gateway emails for a purpose, requested as the portal requests it. */
async function mailedCode(
  affiliate: APIRequestContext,
  purpose: 'withdrawal' | 'payment-details',
): Promise<string> {
  const res = await affiliate.post(api.codes.requestCode.path, { data: { purpose } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return latestMailedCode(DEMO_EMAIL);
}

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  expect(path, 'the download was saved').toBeTruthy();
  return readFileSync(path!);
}

let closingBalance: string;
let heldBalance: string;
const REJECTED_AMOUNT = '45.50';
/** A request left pending: its amount is held, so the statement must close on the available balance. */
const PENDING_AMOUNT = '30.25';
/** Today as the spec writes dates, MM/DD/YYYY (UTC, the statement's calendar). */
const today = (() => {
  const iso = new Date().toISOString();
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
})();

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const demoId = await memberIdOf(demo);
  const operator = await contextWith(operatorToken);
  // Last month's commission is credited this month (closing again changes nothing), and money to
  // withdraw is credited once per run.
  const close = await operator.post(fillPath(api.operator.closePeriod.path, { period: lastMonth }));
  expect(close.status(), await close.text()).toBe(200);
  const credit = await operator.post(api.operator.postAdjustment.path, {
    headers: { 'Idempotency-Key': `e2e-statement-float-${run}` },
    data: { member_id: demoId, amount: '300.00', kind: 'adjustment', reason: 'End-to-end statement float' },
  });
  expect(credit.status(), await credit.text()).toBe(201);

  // The affiliate saves Neteller details and requests a withdrawal, each with its emailed code.
  const affiliate = await contextWith(await apiSignIn(demo));
  const details = await affiliate.post(api.payments.savePayoutDetails.path, {
    data: {
      payment_option_type: 'NETELLER',
      account: PAYOUT_ACCOUNT,
      code: await mailedCode(affiliate, 'payment-details'),
    },
  });
  expect(details.status(), await details.text()).toBeLessThan(300);
  const withdraw = await affiliate.post(api.payments.withdraw.path, {
    headers: { 'Idempotency-Key': `e2e-statement-withdrawal-${run}` },
    data: {
      payment_option_type: 'NETELLER',
      amount: AMOUNT,
      account: PAYOUT_ACCOUNT,
      code: await mailedCode(affiliate, 'withdrawal'),
    },
  });
  expect(withdraw.status(), await withdraw.text()).toBe(201);
  const withdrawalId = ((await withdraw.json()) as { data: { id: number } }).data.id;

  // The brand approves and pays it.
  const approve = await operator.post(fillPath(api.operator.approveWithdrawal.path, { withdrawalId }));
  expect(approve.status(), await approve.text()).toBe(200);
  // The Neteller details are new: paying before their 24-hour review hold ends takes the operator's stated reason.
  const override_hold = { reason: 'End-to-end run: the new account was checked.' };
  const pay = await operator.post(fillPath(api.operator.payWithdrawal.path, { withdrawalId }), {
    data: { payout_reference: reference, override_hold },
  });
  expect(pay.status(), await pay.text()).toBe(200);

  // A second request that the brand rejects: its amount goes back to the balance.
  const second = await affiliate.post(api.payments.withdraw.path, {
    headers: { 'Idempotency-Key': `e2e-statement-rejected-${run}` },
    data: {
      payment_option_type: 'NETELLER',
      amount: REJECTED_AMOUNT,
      account: PAYOUT_ACCOUNT,
      code: await mailedCode(affiliate, 'withdrawal'),
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const reject = await operator.post(
    fillPath(api.operator.rejectWithdrawal.path, {
      withdrawalId: ((await second.json()) as { data: { id: number } }).data.id,
    }),
    {
      data: { reason: 'The account name does not match.' },
    },
  );
  expect(reject.status(), await reject.text()).toBe(200);

  // A third request the brand has not decided yet: its amount stays held.
  const pending = await affiliate.post(api.payments.withdraw.path, {
    headers: { 'Idempotency-Key': `e2e-statement-pending-${run}` },
    data: {
      payment_option_type: 'NETELLER',
      amount: PENDING_AMOUNT,
      account: PAYOUT_ACCOUNT,
      code: await mailedCode(affiliate, 'withdrawal'),
    },
  });
  expect(pending.status(), await pending.text()).toBe(201);

  // This month's statement closes on the available balance the ledger holds now, as the dashboard shows it.
  const balance = await affiliate.get(api.payments.balance.path);
  expect(balance.status()).toBe(200);
  const figures = ((await balance.json()) as { data: { available: string; held: string } }).data;
  closingBalance = figures.available;
  heldBalance = figures.held;
  expect(Number(heldBalance)).toBeGreaterThanOrEqual(Number(PENDING_AMOUNT));
  await operator.dispose();
  await affiliate.dispose();
});

test('the history shows the paid withdrawal with its timeline, filters in the URL, and exports it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/transaction-history?type=withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter transactions' }).getByLabel('Type')).toHaveValue(
    'withdrawal',
  );

  // A long reference is shortened in the list (first 6 … last 4), copied whole by its button.
  const shown = `${reference.slice(0, 6)}…${reference.slice(-4)}`;
  const row = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: shown });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Neteller');
  await expect(row).toContainText(`-${euro(AMOUNT)}`);
  await expect(row.getByRole('rowheader')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  // An e-wallet reference is no chain hash: no block explorer link.
  await expect(row.getByRole('link', { name: /block explorer/ })).toHaveCount(0);

  // Every column, Details included, fits the box at 1280 px: nothing scrolls sideways.
  const box = page.getByRole('region', { name: 'Transactions table' });
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth, `the table is ${scrollWidth}px in a ${clientWidth}px box`).toBeLessThanOrEqual(
    clientWidth!,
  );
  // Descriptions wrap in full now, so the row may start below the fold: brought up the page (only
  // vertically), its Details button must then be in view, not cut off at the right.
  await row.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(row.getByRole('button', { name: /^Details of the withdrawal/ })).toBeInViewport();

  // The rejected request: its amount returned to the balance, not a debit.
  const rejected = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: 'Rejected' })
    .filter({ hasText: euro(REJECTED_AMOUNT) });
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText(`${euro(REJECTED_AMOUNT)} returned to your balance`);
  await expect(rejected).not.toContainText(`-${euro(REJECTED_AMOUNT)}`);
  await rejected.getByRole('button', { name: /^Details of the withdrawal/ }).click();
  const rejectedDetail = page.getByRole('dialog');
  await expect(rejectedDetail.getByRole('term').filter({ hasText: 'Returned to your balance' })).toHaveCount(
    1,
  );
  await expect(rejectedDetail.getByRole('term').filter({ hasText: 'Amount sent' })).toHaveCount(0);
  await expect(rejectedDetail.getByRole('term').filter({ hasText: 'Under review' })).toHaveCount(0);
  await expect(rejectedDetail).toContainText('The account name does not match.');
  await expect(rejectedDetail.getByRole('list', { name: 'Timeline' })).toContainText('Rejected');
  await rejectedDetail.getByRole('button', { name: 'Close' }).click();
  await expect(rejectedDetail).toBeHidden();

  // The filter survives a reload.
  await page.getByRole('form', { name: 'Filter transactions' }).getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Filter transactions' }).getByLabel('Status')).toHaveValue(
    'paid',
  );
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The detail, opened by keyboard: requested, approved, the review ended early (the operator paid new
  // details inside their 24 hours, with a reason), paid, in that order, each with its time.
  await row.getByRole('button', { name: /^Details of the withdrawal/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const steps = dialog.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator('p:first-of-type')).toHaveText([
    'Requested',
    'Approved',
    'Review ended early',
    'Paid',
  ]);
  await expect(steps.locator('time')).toHaveCount(4);
  await expect(dialog).toContainText(reference);
  await expect(dialog.getByRole('term').filter({ hasText: 'Amount sent' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The export of the filtered rows carries the withdrawal.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await bytesOf(csv)).toString('utf8')).toContain(reference);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(JSON.stringify(JSON.parse((await bytesOf(json)).toString('utf8')))).toContain(reference);

  // On a 360 px phone the rows are cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: shown }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' })).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the statement of the withdrawal's month shows the commission line, the withdrawal and the closing balance, and downloads", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/statement-of-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Account' })).toBeVisible();
  // The last finished month by default; the month of the withdrawal is the current one.
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(lastMonth);
  await page.getByLabel('Month', { exact: true }).selectOption(thisMonth);
  await expect(page).toHaveURL(new RegExp(`month=${thisMonth}`));
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();

  // The commission line opens to its inputs.
  const commission = page
    .locator('summary')
    .filter({ hasText: /Commission for [A-Z][a-z]+ \d{4}/ })
    .first();
  await expect(commission).toBeVisible();
  await commission.click();
  const inputs = page.getByRole('group', { name: /^Inputs of the commission for / }).first();
  for (const term of [
    'Turnover',
    'Win/loss',
    'Bonuses',
    'NGR (win/loss − bonuses − admin fee)',
    'Carry-over in',
    'Carry-over out',
    'Commission',
  ]) {
    await expect(inputs.getByText(term, { exact: true })).toBeVisible();
  }

  // The withdrawal's lines in available balances: the request takes the amount (held), the payment
  // takes it out of held; the closing balance is the available balance, the pending request held.
  const ledger = page.getByRole('table', { name: 'Ledger lines' });
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: 'Withdrawal paid' })
      .filter({ hasText: `Held -${euro(AMOUNT)}` }),
  ).toHaveCount(1);
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: 'Withdrawal requested' })
      .filter({ hasText: `-${euro(AMOUNT)}Held +${euro(AMOUNT)}` }),
  ).toHaveCount(1);
  await expect(ledger.getByRole('row').last().getByRole('cell').last()).toHaveText(euro(closingBalance));
  const closing = page.getByRole('region', { name: 'Closing balance' });
  await expect(closing).toContainText(euro(closingBalance));
  await expect(closing).toContainText(`So far, on ${today}`);
  await expect(page.getByRole('region', { name: 'Held for pending withdrawals' })).toContainText(
    euro(heldBalance),
  );
  expect(await seriousViolations(page)).toEqual([]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`statement-${thisMonth}.csv`);
  const csvText = (await bytesOf(csv)).toString('utf8');
  expect(
    [closingBalance, euro(closingBalance)].some((figure) => csvText.includes(figure)),
    `the CSV carries the closing balance ${closingBalance}`,
  ).toBe(true);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`statement-${thisMonth}.pdf`);
  expect((await bytesOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The dashboard's available balance is the statement's closing balance.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Available balance' })).toContainText(euro(closingBalance));
  await page.goto(`/statement-of-account?month=${thisMonth}`);
  await expect(page.getByRole('region', { name: 'Closing balance' })).toContainText(euro(closingBalance));

  // By keyboard: the month picker's buttons and select, on a 360 px phone without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`month=${lastMonth}`));
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(lastMonth);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The longest choice, the current month "(so far)", shows whole on the phone.
  await page.getByLabel('Month', { exact: true }).selectOption(thisMonth);
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(thisMonth);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
