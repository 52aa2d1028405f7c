import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@affiliate/contract';
import { IDENTITY_REQUIRED } from '../src/modules/withdrawals/identity-rule.ts';
import { buildTestApp, closeTestApp, operatorHeaders, type SignedIn } from './helpers.ts';
import { newAccount, signInAccount } from './two-factor-helpers.ts';
import { ADDRESSES, fund, affiliateIdOf, setRate, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/**
 * The brand's rule that a withdrawal needs a verified identity (issue 12): the withdrawal screen reads
 * it before the affiliate types anything, and the withdrawal itself is held back with 403 / 40301.
 */
describe(`withdrawals and the brand's identity rule (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const setRule = async (rule: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/kyc.withdrawals',
      headers: operatorHeaders,
      payload: rule,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ruleFor = async (session: SignedIn) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/me/withdrawal-identity',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const funded = async (username: string) => {
    const account = await newAccount(app, username);
    const session = await signInAccount(app, account);
    const affiliateId = await affiliateIdOf(app, session);
    await fund(app, affiliateId, '1000.00');
    return { account, session, affiliateId: affiliateId };
  };
  const neteller = async (a: Awaited<ReturnType<typeof funded>>, amount: string) =>
    withdraw(app, a.session, {
      payment_option_type: 'NETELLER',
      account: a.account.email,
      amount,
      code: await withdrawalCode(app, a.session, a.account.email),
    });
  // Verifying goes through the provider (kyc tests); here only its outcome matters.
  const markVerified = (affiliateId: number) =>
    app.ctx.db.query(
      'INSERT INTO member_verifications (member_id, verified, verified_at, updated_at) VALUES ($1, true, now(), now())',
      [affiliateId],
    );

  it('says nothing and holds nothing back while the rule is never', async () => {
    const a = await funded('rule-never');
    expect(await ruleFor(a.session)).toEqual({
      require: 'never',
      amount: null,
      verified: false,
      message: null,
    });
    expect((await neteller(a, '50.00')).statusCode).toBe(201);
  });

  it('holds back a first withdrawal until the identity is verified', async () => {
    await setRule({ require: 'first-withdrawal' });
    const a = await funded('rule-first');
    expect(await ruleFor(a.session)).toEqual({
      require: 'first-withdrawal',
      amount: null,
      verified: false,
      message: IDENTITY_REQUIRED.firstWithdrawal,
    });
    const refused = await neteller(a, '50.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: errorCodes.identityVerificationRequired,
      errors: { amount: [IDENTITY_REQUIRED.firstWithdrawal] },
    });
    const held = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
      [a.affiliateId],
    );
    expect(held.n).toBe(0);

    await markVerified(a.affiliateId);
    expect(await ruleFor(a.session)).toMatchObject({ verified: true, message: null });
    expect((await neteller(a, '50.00')).statusCode).toBe(201);
  });

  it("holds back only the amounts above the brand's threshold", async () => {
    await setRule({ require: 'above-amount', amount: '500' });
    const a = await funded('rule-amount');
    expect(await ruleFor(a.session)).toEqual({
      require: 'above-amount',
      amount: '500.00',
      verified: false,
      message: IDENTITY_REQUIRED.aboveAmount('500'),
    });
    expect((await neteller(a, '500.00')).statusCode).toBe(201);
    const above = await neteller(a, '500.01');
    expect(above.statusCode).toBe(403);
    expect(above.json().code).toBe(errorCodes.identityVerificationRequired);
    await setRule({ require: 'never' });
  });

  it('applies to crypto withdrawals too', async () => {
    await setRule({ require: 'first-withdrawal' });
    const a = await funded('rule-crypto');
    await setRate(app, 'USDTTRC20', '0.92');
    const refused = await withdraw(app, a.session, {
      payment_option_type: 'USDTTRC20',
      wallet_address: ADDRESSES.USDTTRC20,
      amount: '50.00',
      code: await withdrawalCode(app, a.session, a.account.email),
    });
    expect(refused.statusCode).toBe(403);
    await setRule({ require: 'never' });
  });
});
