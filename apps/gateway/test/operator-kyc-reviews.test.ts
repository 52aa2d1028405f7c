import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import {
  callbackPathOf,
  initiate,
  kycNotifications,
  kycStatus,
  affiliateIdOf,
  postCallback,
} from './kyc-helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

// Port 1 refuses connections: the sandbox's own callback cannot get through, so the tests post the
// provider's callback themselves (kyc.test.ts does the same).
const PUBLIC_URL = 'http://127.0.0.1:1';

/** The console's Identity reviews screen: the queue by status, the provider's details, decisions by role. */
let app: FastifyInstance;
let demo: SignedIn;
let admin: ConsoleOperator;
let support: ConsoleOperator;
let finance: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  demo = await signIn(app, DEMO.username, DEMO.password);
  admin = await consoleOperator(app, 'admin');
  support = await consoleOperator(app, 'support');
  finance = await consoleOperator(app, 'finance');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

let affiliates = 0;
async function newAffiliate(): Promise<{ session: SignedIn; id: number; username: string }> {
  const username = `review${++affiliates}`;
  const password = 'review-partner-password-2026';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Ida',
      lastName: 'Reviewed',
      country: 'NO',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = await signIn(app, username, password);
  return { session, id: await affiliateIdOf(app, session), username };
}

/** One attempt answered by the provider with `fields` (Netverify's callback form). */
async function attemptAnswered(session: SignedIn, fields: Record<string, string>): Promise<string> {
  const started = await initiate(app, session);
  expect(started.statusCode, started.body).toBe(200);
  expect((await postCallback(app, callbackPathOf(started.json().data.redirectUrl), fields)).statusCode).toBe(
    200,
  );
  return started.json().data.transactionReference;
}
const unsupported = { idScanStatus: 'ERROR', verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE' };
const fraudReason = JSON.stringify({
  rejectReasonCode: '100',
  rejectReasonDescription: 'MANIPULATED_DOCUMENT',
});

const reviews = (query: string, headers: Record<string, string> = support.headers) =>
  app.inject({ method: 'GET', url: `/api/v1/operator/kyc/reviews${query}`, headers });
const decide = (id: number, action: 'approve' | 'refuse', headers: Record<string, string>, reason?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/operator/kyc/${id}/${action}`,
    headers,
    ...(reason !== undefined && { payload: { reason } }),
  });

type Review = { member_id: number; status: string; decision: { by: string; reason: string | null } | null };
const entryOf = async (query: string, id: number) =>
  ((await reviews(query)).json().data as Review[]).find((r) => r.member_id === id);

describe('GET /api/v1/operator/kyc/reviews', () => {
  it("shows the affiliate, the provider's result and reference of the latest attempt, and the attempts before it", async () => {
    const { session, id, username } = await newAffiliate();
    await attemptAnswered(session, {
      idScanStatus: 'ERROR',
      verificationStatus: 'DENIED_FRAUD',
      rejectReason: fraudReason,
    });
    const reference = await attemptAnswered(session, unsupported);

    const response = await reviews('?per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().data.find((r: Review) => r.member_id === id);
    expect(entry).toMatchObject({
      username,
      name: 'Ida Reviewed',
      email: `${username}@example.com`,
      country: 'NO',
      status: 'waiting',
      attempts: 2,
      decision: null,
      latest_attempt: {
        provider: 'sandbox',
        transaction_reference: reference,
        result_source: 'callback',
        details: {
          scan: { status: 'DONE' },
          callback: {
            idScanStatus: 'ERROR',
            verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE',
            rejectReason: null,
          },
        },
      },
      earlier_attempts: [
        { details: { callback: { verificationStatus: 'DENIED_FRAUD', rejectReason: fraudReason } } },
      ],
    });
  });

  it('pages the waiting reviews oldest first and keeps the status in the page links', async () => {
    const older = await newAffiliate();
    await attemptAnswered(older.session, unsupported);
    const newer = await newAffiliate();
    await attemptAnswered(newer.session, unsupported);
    const all = (await reviews('?per_page=100')).json().data.map((r: Review) => r.member_id) as number[];
    expect(all.indexOf(older.id)).toBeLessThan(all.indexOf(newer.id));

    const first = (await reviews('?status=waiting&per_page=1')).json();
    expect(first.data).toHaveLength(1);
    expect(first.meta).toMatchObject({
      current_page: 1,
      per_page: 1,
      total: all.length,
      last_page: all.length,
    });
    expect(first.meta.next_page_url).toContain('status=waiting');
    const beyond = (await reviews(`?page=${all.length + 1}&per_page=1`)).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: all.length } });
    expect((await reviews('?status=pending')).statusCode).toBe(422);
  });

  it('lists decisions by kind, newest first, with who decided and why; a later approval by the provider keeps the refusal listed', async () => {
    const refused = await newAffiliate();
    await attemptAnswered(refused.session, unsupported);
    const approved = await newAffiliate();
    await attemptAnswered(approved.session, unsupported);

    expect(
      (await decide(refused.id, 'refuse', support.headers, '  The photo shows a library card.  ')).statusCode,
    ).toBe(200);
    expect((await decide(approved.id, 'approve', admin.headers)).statusCode).toBe(200);
    expect(await entryOf('?per_page=100', refused.id)).toBeUndefined();
    expect(await entryOf('?per_page=100', approved.id)).toBeUndefined();
    expect(await entryOf('?status=refused&per_page=100', refused.id)).toMatchObject({
      status: 'refused',
      decision: { by: support.email, reason: 'The photo shows a library card.' },
    });
    expect(await entryOf('?status=approved&per_page=100', approved.id)).toMatchObject({
      status: 'approved',
      decision: { by: admin.email, reason: null },
    });
    expect(await entryOf('?status=approved&per_page=100', refused.id)).toBeUndefined();

    // The affiliate tries again and the provider approves: the refusal stays in the log, with the attempt it was about.
    await attemptAnswered(refused.session, {
      idScanStatus: 'SUCCESS',
      verificationStatus: 'APPROVED_VERIFIED',
    });
    expect(await kycStatus(app, refused.session)).toMatchObject({ verified: true });
    const stillRefused = await entryOf('?status=refused&per_page=100', refused.id);
    expect(stillRefused).toMatchObject({
      attempts: 1,
      latest_attempt: { details: { callback: { verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE' } } },
      earlier_attempts: [],
    });
    expect((await kycNotifications(app, refused.session)).map((n) => n.title)).toContain(
      'Identity verification refused',
    );
  });
});

describe('who may decide identity reviews', () => {
  it('refuses finance and marketing with 403 in the contract shape, and decides nothing', async () => {
    const { session, id } = await newAffiliate();
    await attemptAnswered(session, unsupported);
    for (const operator of [finance, marketing]) {
      for (const response of [
        await reviews('', operator.headers),
        await decide(id, 'approve', operator.headers),
        await decide(id, 'refuse', operator.headers, 'Not my call to make.'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Your role does not allow this action.',
          code: errorCodes.forbidden,
        });
      }
    }
    expect(await kycStatus(app, session)).toMatchObject({ verified: false, requires_manual: true });
  });

  it("refuses an affiliate's token, even on their own review (401)", async () => {
    const { session, id } = await newAffiliate();
    await attemptAnswered(session, unsupported);
    for (const response of [
      await reviews('', session.headers),
      await reviews('', demo.headers),
      await decide(id, 'approve', session.headers),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await kycStatus(app, session)).toMatchObject({ verified: false, requires_manual: true });
  });

  it('needs a reason of 3 to 500 characters to refuse', async () => {
    const { session, id } = await newAffiliate();
    await attemptAnswered(session, unsupported);
    for (const reason of ['  a ', 'x'.repeat(501)]) {
      const response = await decide(id, 'refuse', support.headers, reason);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reason).toBeDefined();
    }
    expect((await decide(id, 'refuse', support.headers, 'x'.repeat(500))).statusCode).toBe(200);
    expect((await decide(id, 'refuse', support.headers, 'Again, please.')).statusCode).toBe(409);
  });
});
