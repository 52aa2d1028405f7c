import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ID_MISMATCH } from '../src/modules/payments/customer-payment-options.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  testConfig,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './payment-helpers.ts';
import {
  appCode,
  mailsTo,
  newAccount,
  nextStep,
  notificationsOf,
  signInAccount,
  turnOn,
  type Account,
} from './two-factor-helpers.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BITCOIN = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETHEREUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const CODE_INVALID = 'The code is not valid or has expired. Request a new code by email.';
/** Codes an account may try per window in this file's app (the product's is 5): small, so the window is reached quickly. */
const CODE_WINDOW = 3;

interface CustomerOption {
  payment_option_type: string;
  fields: Array<{
    name: string;
    label: string;
    input: string;
    placeholder: string;
    hint: string;
    value: string | null;
  }>;
  saved_at: string | null;
  review_until: string | null;
}

/**
 * The fields of each payout option with the saved values, and saving new details: proved by the emailed
 * code (or the authenticator when two-factor is on), announced by email whatever the preferences say,
 * and kept to the affiliate's own id.
 */
describe(`payout details (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let rivalId: number;

  beforeAll(async () => {
    // Few failures allowed, so the test can show the wrong codes were counted.
    app = await buildTestApp({
      rateLimits: { ...testConfig().rateLimits, twoFactorFailuresPerAccount: CODE_WINDOW },
    });
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, DEMO.username);
    rivalId = await affiliateIdOf(app, RIVAL.username);
  });
  afterAll(async () => closeTestApp(app));

  const fieldsUrl = (id: number, query = '') => `/api/v1/customer-payment-option/${id}/fields${query}`;
  const specQuery = (id: number) =>
    `?transactionType=Withdrawal&country=MT&currency=EUR&enabled=1&registered=1&firstDeposit=1&isAffiliate=1&customerId=${id}`;
  const fields = async (session: SignedIn, id: number): Promise<CustomerOption[]> => {
    const response = await app.inject({
      method: 'GET',
      url: fieldsUrl(id, specQuery(id)),
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const requestCode = async (session: SignedIn, email: string): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: session.headers,
      payload: { purpose: 'payment-details' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(app, email);
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  };
  const save = (session: SignedIn, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/bo/me/payout-details', headers: session.headers, payload });

  describe('fields', () => {
    it('answers each active option’s field with the saved value, as the specification’s query asks', async () => {
      const options = await fields(demo, demoId);
      expect(options.map((o) => o.payment_option_type)).toEqual([
        'BITCOIN',
        'NETELLER',
        'SKRILL',
        'USDTTRC20',
        'USDTERC20',
        'USDC',
      ]);
      const bitcoin = options.find((o) => o.payment_option_type === 'BITCOIN')!;
      expect(bitcoin).toMatchObject({ saved_at: null, review_until: null });
      expect(bitcoin.fields).toEqual([
        expect.objectContaining({
          name: 'wallet_address',
          label: 'Bitcoin wallet address',
          input: 'wallet-address',
          placeholder: 'bc1q…',
          value: null,
        }),
      ]);
      expect(options.find((o) => o.payment_option_type === 'NETELLER')!.fields[0]).toMatchObject({
        name: 'account',
        input: 'account',
        value: null,
      });
      const trc20 = options.find((o) => o.payment_option_type === 'USDTTRC20')!;
      expect(trc20.fields[0]!.value).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(trc20.review_until).toBeNull();
    });

    it('works without the query too', async () => {
      const response = await app.inject({ method: 'GET', url: fieldsUrl(demoId), headers: demo.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(6);
    });

    it('refuses another affiliate’s id in the path (403), and a query customerId that contradicts the path (422)', async () => {
      const inPath = await app.inject({
        method: 'GET',
        url: fieldsUrl(rivalId, specQuery(demoId)),
        headers: demo.headers,
      });
      expect(inPath.statusCode).toBe(403);
      const inQuery = await app.inject({
        method: 'GET',
        url: fieldsUrl(demoId, specQuery(rivalId)),
        headers: demo.headers,
      });
      expect(inQuery.statusCode).toBe(422);
      expect(inQuery.json().errors.customerId).toEqual([CUSTOMER_ID_MISMATCH]);
      expect(inQuery.body).not.toContain('wallet_address');
    });

    it('refuses a transaction type other than Withdrawal and a malformed isAffiliate', async () => {
      for (const query of ['?transactionType=Deposit', '?isAffiliate=yes', '?customerId=abc']) {
        const response = await app.inject({
          method: 'GET',
          url: fieldsUrl(demoId, query),
          headers: demo.headers,
        });
        expect([400, 422], `${query}: ${response.body}`).toContain(response.statusCode);
        expect(response.json()).toHaveProperty('message');
      }
    });

    it('answers 401 without a sign-in', async () => {
      expect((await app.inject({ method: 'GET', url: fieldsUrl(demoId) })).statusCode).toBe(401);
    });
  });

  describe('saving with the emailed code', () => {
    let account: Account;
    let session: SignedIn;
    let accountId: number;

    beforeAll(async () => {
      account = await newAccount(app, 'details-mail');
      session = await signInAccount(app, account);
      accountId = await affiliateIdOf(app, account.username);
    });

    it('saves valid details with the code, emails a notice and starts the 24-hour review', async () => {
      const code = await requestCode(session, account.email);
      const response = await save(session, {
        payment_option_type: 'BITCOIN',
        wallet_address: ` ${BITCOIN} `,
        code,
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json().data as CustomerOption;
      expect(saved.payment_option_type).toBe('BITCOIN');
      expect(saved.fields[0]!.value).toBe(BITCOIN);
      expect(Date.parse(saved.review_until!) - Date.parse(saved.saved_at!)).toBe(24 * 60 * 60 * 1000);
      const [notice] = await mailsTo(app, account.email);
      expect(notice!.subject).toBe('Goldline Partners: New payout details for Bitcoin');
      expect(notice!.text).toContain('bc1q…5mdq');
      expect(notice!.text).not.toContain(BITCOIN);
      // When, as every date a person reads: MM/DD/YYYY hh:mm UTC, not ISO 8601.
      expect(notice!.text).toMatch(/\nWhen: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/);
      expect((await notificationsOf(app, session))[0]).toMatchObject({
        kind: 'security',
        title: 'New payout details for Bitcoin',
      });
      const listed = (await fields(session, accountId)).find((o) => o.payment_option_type === 'BITCOIN')!;
      expect(listed).toMatchObject({ saved_at: saved.saved_at, review_until: saved.review_until });
    });

    it('saves the same details again as nothing new: no new version, no notice', async () => {
      const before = (await fields(session, accountId)).find((o) => o.payment_option_type === 'BITCOIN')!;
      const mailsBefore = (await mailsTo(app, account.email)).length;
      const code = await requestCode(session, account.email);
      const response = await save(session, { payment_option_type: 'BITCOIN', wallet_address: BITCOIN, code });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.saved_at).toBe(before.saved_at);
      // Only the code's own mail was sent.
      expect((await mailsTo(app, account.email)).length).toBe(mailsBefore + 1);
      const versions = await app.ctx.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM payout_details WHERE member_id = $1',
        [accountId],
      );
      expect(versions.n).toBe(1);
    });

    it('refuses a reused code', async () => {
      const code = await requestCode(session, account.email);
      expect(
        (await save(session, { payment_option_type: 'USDTTRC20', wallet_address: TRON, code })).statusCode,
      ).toBe(200);
      const again = await save(session, { payment_option_type: 'USDTERC20', wallet_address: ETHEREUM, code });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.code).toEqual([CODE_INVALID]);
      expect(
        (await fields(session, accountId)).find((o) => o.payment_option_type === 'USDTERC20')!.fields[0]!
          .value,
      ).toBeNull();
    });

    it('refuses an expired code', async () => {
      const code = await requestCode(session, account.email);
      advanceClock(app, 10 * 60 * 1000 + 1000);
      session = await signInAccount(app, account);
      const response = await save(session, {
        payment_option_type: 'USDTERC20',
        wallet_address: ETHEREUM,
        code,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual([CODE_INVALID]);
    });

    it('checks the details before the code, so a mistake does not spend it', async () => {
      const code = await requestCode(session, account.email);
      const missing = await save(session, { payment_option_type: 'USDC', account: 'me@example.com', code });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toHaveProperty('wallet_address');
      const response = await save(session, { payment_option_type: 'USDC', wallet_address: ETHEREUM, code });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('counts wrong codes and commits the count: after the window’s tries (3 in this app) even the right code waits (429), a fresh one too, until the window ends', async () => {
      // Past the window of the refused codes above: these are the only ones in it.
      advanceClock(app, 15 * 60_000);
      session = await signInAccount(app, account);
      const code = await requestCode(session, account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < CODE_WINDOW; i++) {
        const response = await save(session, {
          payment_option_type: 'SKRILL',
          account: 'anna@example.com',
          code: wrong,
        });
        expect(response.statusCode, `try ${i + 1}: ${response.body}`).toBe(422);
        expect(response.json().errors.code).toEqual([CODE_INVALID]);
      }
      const limited = await save(session, {
        payment_option_type: 'SKRILL',
        account: 'anna@example.com',
        code,
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(
        (
          await save(session, {
            payment_option_type: 'SKRILL',
            account: 'anna@example.com',
            code: await requestCode(session, account.email),
          })
        ).statusCode,
      ).toBe(429);
      expect(
        (await fields(session, accountId)).find((o) => o.payment_option_type === 'SKRILL')!.fields[0]!.value,
      ).toBeNull();
      advanceClock(app, 15 * 60_000);
      session = await signInAccount(app, account);
      const fresh = await requestCode(session, account.email);
      expect(
        (await save(session, { payment_option_type: 'SKRILL', account: 'anna@example.com', code: fresh }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('saving with two-factor on', () => {
    let account: Account;
    let session: SignedIn;
    let secret: string;

    beforeAll(async () => {
      account = await newAccount(app, 'details-totp');
      session = await signInAccount(app, account);
      ({ secret } = await turnOn(app, session));
    });

    it('takes the authenticator’s code, not an emailed one, and refuses the same code twice', async () => {
      const emailed = await requestCode(session, account.email);
      const byMail = await save(session, {
        payment_option_type: 'NETELLER',
        account: 'anna@example.com',
        code: emailed,
      });
      expect(byMail.statusCode).toBe(422);
      expect(byMail.json().errors.code).toHaveLength(1);
      expect(byMail.json().errors.code[0]).not.toBe(CODE_INVALID);
      nextStep(app);
      const code = appCode(app, secret);
      const response = await save(session, {
        payment_option_type: 'NETELLER',
        account: 'anna@example.com',
        code,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.fields[0].value).toBe('anna@example.com');
      const replay = await save(session, {
        payment_option_type: 'SKRILL',
        account: 'anna@example.com',
        code,
      });
      expect(replay.statusCode).toBe(422);
      expect(
        (await mailsTo(app, account.email)).some((m) =>
          m.subject.endsWith('New payout details for Neteller'),
        ),
      ).toBe(true);
    });

    it('counts wrong authenticator codes and commits the count: past the limit even the right code waits (429)', async () => {
      nextStep(app);
      const code = appCode(app, secret);
      const wrong = code === '000000' ? '111111' : '000000';
      // The replayed code above was one wrong try (the save before it cleared the count); the limit is three.
      for (let i = 0; i < 2; i++)
        expect(
          (await save(session, { payment_option_type: 'SKRILL', account: 'anna@example.com', code: wrong }))
            .statusCode,
        ).toBe(422);
      const locked = await save(session, {
        payment_option_type: 'SKRILL',
        account: 'anna@example.com',
        code,
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('refuses details for a disabled option and an unknown option type', async () => {
    const account = await newAccount(app, 'details-disabled');
    const session = await signInAccount(app, account);
    const unknown = await save(session, {
      payment_option_type: 'PAYPAL',
      account: 'a@example.com',
      code: '123456',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('payment_option_type');
    const toggle = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/operator/payment-options/USDC',
        headers: operatorHeaders,
        payload: { enabled },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    const disabled = await save(session, {
      payment_option_type: 'USDC',
      wallet_address: ETHEREUM,
      code: '123456',
    });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.payment_option_type).toEqual([
      'USDC (ERC20) withdrawals are not offered at the moment.',
    ]);
    expect((await toggle(true)).statusCode).toBe(200);
  });

  it('answers 401 without a sign-in', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/bo/me/payout-details',
          payload: { payment_option_type: 'BITCOIN', wallet_address: BITCOIN, code: '123456' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
