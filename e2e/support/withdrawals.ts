import { api, fillPath } from '@affiliate/contract';
import { expect, request } from '@playwright/test';
import { baseURL, operatorToken } from './env.ts';
import { latestMailedCode } from './operator.ts';
import { apiSignIn, demo, memberIdOf } from './session.ts';

const DEMO_EMAIL = 'demo@example.com';

/**
 * The demo affiliate asks for a withdrawal of `amount` to a Skrill account never used before (so it is
 * held for review), after an operator credits enough to pay it: one credit per `purpose` and data
 * directory, so a rerun of the same spec never credits twice. Returns the withdrawal's id.
 */
export async function requestDemoWithdrawal(amount: string, purpose: string): Promise<number> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const credit = await operator.post(api.operator.postAdjustment.path, {
    headers: { 'Idempotency-Key': `e2e-${purpose}-float-${process.env.E2E_DATA_DIR ?? 'run'}` },
    data: {
      member_id: await memberIdOf(demo),
      amount: '200.00',
      kind: 'adjustment',
      reason: `End-to-end ${purpose} withdrawal float`,
    },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  await operator.dispose();

  const token = await apiSignIn(demo);
  const affiliate = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const asked = await affiliate.post(api.codes.requestCode.path, { data: { purpose: 'withdrawal' } });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  const made = await affiliate.post(api.payments.withdraw.path, {
    headers: { 'Idempotency-Key': `e2e-${purpose}-${Date.now().toString(36)}` },
    data: {
      payment_option_type: 'SKRILL',
      amount,
      account: `e2e-${Date.now().toString(36)}@skrill.example`,
      code: await latestMailedCode(DEMO_EMAIL),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  await affiliate.dispose();
  return id;
}

/** The brand approves and pays a withdrawal through the operator API, overriding the new details' hold. */
export async function payWithdrawal(withdrawalId: number): Promise<void> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const approved = await operator.post(fillPath(api.operator.approveWithdrawal.path, { withdrawalId }));
  expect(approved.status(), await approved.text()).toBe(200);
  const paid = await operator.post(fillPath(api.operator.payWithdrawal.path, { withdrawalId }), {
    data: {
      payout_reference: `SKR-E2E-${Date.now().toString(36)}`,
      override_hold: { reason: 'Confirmed the new Skrill account with the affiliate by phone.' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await operator.dispose();
}
