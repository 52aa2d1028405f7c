import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievePendingScans } from '../src/modules/kyc/retrieval.ts';
import {
  identityRequiredForWithdrawal,
  IDENTITY_REQUIRED,
} from '../src/modules/withdrawals/identity-rule.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import {
  callbackPathOf,
  initiate,
  kycNotifications,
  kycStatus,
  mailsTo,
  affiliateIdOf,
  multipart,
  PNG,
  postCallback,
  sandboxForm,
} from './kyc-helpers.ts';

// Port 1 refuses connections: the sandbox's own callback cannot get through here, so these tests post
// the callback themselves (as the provider would) or let the retrieval fallback find the result.
// kyc-sandbox-http.test.ts runs the sandbox end to end over a real port.
const PUBLIC_URL = 'http://127.0.0.1:1';
const MINUTE = 60_000;

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => closeTestApp(app));

/** A fresh affiliate per scenario, so limits and states of one never leak into another. */
let affiliates = 0;
interface Affiliate {
  session: SignedIn;
  id: number;
  email: string;
  /** Signs in again: moving the clock past 15 minutes expires the access token. */
  renew(): Promise<SignedIn>;
}
async function newAffiliate(): Promise<Affiliate> {
  affiliates += 1;
  const username = `kyc${affiliates}`;
  const email = `${username}@example.com`;
  const password = 'kyc-partner-password-2026';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: { username, email, password, firstName: 'Kay', lastName: 'Why', country: 'GB', currency: 'EUR' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = await signIn(app, username, password);
  const affiliate: Affiliate = {
    session,
    id: await affiliateIdOf(app, session),
    email,
    renew: async () => (affiliate.session = await signIn(app, username, password)),
  };
  return affiliate;
}

async function started(
  session: SignedIn,
): Promise<{ redirectUrl: string; transactionReference: string; callback: string }> {
  const response = await initiate(app, session);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  return { ...data, callback: callbackPathOf(data.redirectUrl) };
}

const approved = {
  idScanStatus: 'SUCCESS',
  verificationStatus: 'APPROVED_VERIFIED',
  callBackType: 'NETVERIFYID',
};

describe('GET /api/v1/kyc/status/{memberId}', () => {
  it("answers the specification's details for an affiliate who never started", async () => {
    expect(await kycStatus(app, demo)).toEqual({
      requires_manual: false,
      verified: false,
      attempts: [],
      attempts_left_today: 5,
      review_note: null,
    });
  });

  it("refuses another affiliate's id with 403", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/kyc/status/${await affiliateIdOf(app, rival)}`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/kyc/status/${await affiliateIdOf(app, rival)}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/v1/kyc/initiate', () => {
  it('starts an attempt with the sandbox provider and answers its hosted page', async () => {
    const { session } = await newAffiliate();
    const { redirectUrl, transactionReference } = await started(session);
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/kyc/sandbox/\\d+/[A-Za-z0-9_-]{43}$`));
    expect(transactionReference).toMatch(/^[0-9a-f-]{36}$/);
    const status = await kycStatus(app, session);
    expect(status.attempts).toHaveLength(1);
    expect(status.attempts[0]).toMatchObject({
      provider: 'sandbox',
      details: { scan: { status: 'PENDING' }, callback: null },
    });
    expect(status.attempts_left_today).toBe(4);
  });

  it('keeps only a hash of the callback secret', async () => {
    const { session } = await newAffiliate();
    const { callback } = await started(session);
    const secret = callback.split('/').pop()!;
    const dump = await app.ctx.db.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM kyc_attempts a',
    );
    expect(dump.rows.length).toBeGreaterThan(0);
    for (const { row } of dump.rows) expect(row).not.toContain(secret);
  });

  it("refuses another affiliate's userReference (403) and return addresses off the portal's kyc page (422)", async () => {
    const { session } = await newAffiliate();
    expect(
      (await initiate(app, session, { userReference: String(await affiliateIdOf(app, rival)) })).statusCode,
    ).toBe(403);
    for (const successUrl of [
      'https://evil.example/kyc?result=success',
      `${PUBLIC_URL}/dashboard?result=success`,
      `${PUBLIC_URL.replace('127.0.0.1', 'localhost')}/kyc`,
      'kyc?result=success',
      `${PUBLIC_URL}/kyc#x`,
    ]) {
      const response = await initiate(app, session, { successUrl });
      expect(response.statusCode, successUrl).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['successUrl']);
    }
    const badError = await initiate(app, session, { errorUrl: 'https://evil.example/kyc' });
    expect(badError.statusCode).toBe(422);
    expect(badError.json().errors.errorUrl[0]).toContain(`${PUBLIC_URL}/kyc`);
    expect((await kycStatus(app, session)).attempts).toEqual([]);
  });

  it('allows one open attempt at a time; one left unanswered for 30 minutes counts as abandoned', async () => {
    const affiliate = await newAffiliate();
    const first = await started(affiliate.session);
    const second = await initiate(app, affiliate.session);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('already in progress');
    advanceClock(app, 31 * MINUTE);
    const session = await affiliate.renew();
    const third = await started(session);
    expect(third.transactionReference).not.toBe(first.transactionReference);
    // The abandoned attempt's late callback still lands: it is the provider's word.
    expect((await postCallback(app, first.callback, approved)).statusCode).toBe(200);
    expect((await kycStatus(app, session)).verified).toBe(true);
  });

  it('allows five attempts per UTC day, then answers 429 until midnight', async () => {
    const affiliate = await newAffiliate();
    const { session } = affiliate;
    for (let i = 0; i < 5; i++) {
      const { callback } = await started(session);
      expect(
        (
          await postCallback(app, callback, {
            idScanStatus: 'ERROR',
            verificationStatus: 'ERROR_NOT_READABLE_ID',
          })
        ).statusCode,
      ).toBe(200);
    }
    const sixth = await initiate(app, session);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You can start at most 5 verifications a day. Please try again tomorrow.',
    );
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await kycStatus(app, session)).attempts_left_today).toBe(0);
    advanceClock(app, retryAfter * 1000);
    const renewed = await affiliate.renew();
    expect((await kycStatus(app, renewed)).attempts_left_today).toBe(5);
    await started(renewed);
  });
});

describe('POST /api/v1/kyc/callback/{attemptId}/{secret}', () => {
  it('applies an approved result once: verified, the attempt DONE, one notification and one email; a replay changes nothing', async () => {
    const { session, email } = await newAffiliate();
    const { callback, transactionReference } = await started(session);
    const response = await postCallback(app, callback, {
      ...approved,
      jumioIdScanReference: transactionReference,
      idType: 'PASSPORT',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    const status = await kycStatus(app, session);
    expect(status).toMatchObject({ verified: true, requires_manual: false });
    expect(status.attempts[0].details).toMatchObject({
      scan: { status: 'DONE' },
      callback: { idScanStatus: 'SUCCESS', verificationStatus: 'APPROVED_VERIFIED', rejectReason: null },
    });

    const replay = await postCallback(app, callback, {
      idScanStatus: 'ERROR',
      verificationStatus: 'DENIED_FRAUD',
    });
    expect(replay.statusCode).toBe(200);
    const after = await kycStatus(app, session);
    expect(after).toEqual(status);
    expect(await kycNotifications(app, session)).toEqual([
      expect.objectContaining({ title: 'Identity verified' }),
    ]);
    expect((await mailsTo(app, email)).map((m) => m.subject)).toEqual([
      'Goldline Partners: Identity verified',
    ]);
    expect((await initiate(app, session)).statusCode).toBe(409);
  });

  it('refuses a wrong secret with 403 and changes nothing', async () => {
    const { session } = await newAffiliate();
    const { callback } = await started(session);
    const forged = callback.replace(/[^/]+$/, 'A'.repeat(43));
    expect((await postCallback(app, forged, approved)).statusCode).toBe(403);
    const status = await kycStatus(app, session);
    expect(status.verified).toBe(false);
    expect(status.attempts[0].details.callback).toBeNull();
  });

  it('answers 200 to an unknown attempt and changes nothing', async () => {
    const before = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM kyc_attempts WHERE received_at IS NOT NULL',
    );
    const response = await postCallback(app, `/api/v1/kyc/callback/999999/${'B'.repeat(43)}`, approved);
    expect(response.statusCode).toBe(200);
    expect(
      await app.ctx.db.one('SELECT count(*)::int AS n FROM kyc_attempts WHERE received_at IS NOT NULL'),
    ).toEqual(before);
  });

  it('ignores a callback that names another scan than the attempt', async () => {
    const { session } = await newAffiliate();
    const { callback } = await started(session);
    expect(
      (
        await postCallback(app, callback, {
          ...approved,
          jumioIdScanReference: '00000000-0000-0000-0000-000000000000',
        })
      ).statusCode,
    ).toBe(200);
    expect((await kycStatus(app, session)).verified).toBe(false);
  });

  it('refuses a callback that is not form-encoded Netverify fields', async () => {
    const { session } = await newAffiliate();
    const { callback } = await started(session);
    expect((await postCallback(app, callback, { idScanStatus: 'MAYBE' })).statusCode).toBe(422);
  });

  const failures = [
    ['DENIED_FRAUD', 'DONE', 'The ID could not be accepted.'],
    ['ERROR_NOT_READABLE_ID', 'DONE', 'The ID could not be read'],
    ['NO_ID_UPLOADED', 'FAILED', 'No ID was uploaded.'],
  ] as const;
  for (const [verificationStatus, scan, said] of failures) {
    it(`${verificationStatus} fails the attempt (scan ${scan}); the affiliate is told and can start again`, async () => {
      const { session, email } = await newAffiliate();
      const { callback } = await started(session);
      const rejectReason = JSON.stringify({
        rejectReasonCode: '100',
        rejectReasonDescription: 'MANIPULATED_DOCUMENT',
      });
      expect(
        (await postCallback(app, callback, { idScanStatus: 'ERROR', verificationStatus, rejectReason }))
          .statusCode,
      ).toBe(200);
      const status = await kycStatus(app, session);
      expect(status).toMatchObject({ verified: false, requires_manual: false });
      expect(status.attempts[0].details).toEqual({
        scan: { status: scan },
        callback: {
          idScanStatus: 'ERROR',
          verificationStatus,
          rejectReason,
          received_at: expect.any(String),
        },
      });
      const [notice] = await kycNotifications(app, session);
      expect(notice).toMatchObject({ title: 'Identity verification failed' });
      expect(notice!.body).toContain(said);
      expect((await mailsTo(app, email))[0]!.text).toContain(said);
      await started(session);
    });
  }

  for (const verificationStatus of ['DENIED_UNSUPPORTED_ID_TYPE', 'DENIED_UNSUPPORTED_ID_COUNTRY']) {
    it(`${verificationStatus} puts the identity up for manual review`, async () => {
      const { session } = await newAffiliate();
      const { callback } = await started(session);
      await postCallback(app, callback, { idScanStatus: 'ERROR', verificationStatus });
      expect(await kycStatus(app, session)).toMatchObject({ verified: false, requires_manual: true });
      expect((await kycNotifications(app, session))[0]).toMatchObject({
        title: 'Identity verification: manual review',
      });
      expect((await initiate(app, session)).statusCode).toBe(409);
    });
  }

  it('sends no email when the affiliate turned the kyc email off, but still notifies', async () => {
    const { session, email } = await newAffiliate();
    const preferences = {
      timezone: 'UTC',
      emailNotifications: true,
      emailEvents: { withdrawal: true, kyc: false, commission: true, security: true, broadcast: true },
    };
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v1/bo/me/preferences',
          headers: session.headers,
          payload: preferences,
        })
      ).statusCode,
    ).toBe(200);
    const { callback } = await started(session);
    await postCallback(app, callback, approved);
    expect(await kycNotifications(app, session)).toHaveLength(1);
    expect((await mailsTo(app, email)).filter((m) => m.subject.includes('Identity'))).toEqual([]);
  });
});

describe('the sandbox hosted page (through inject; end to end over HTTP in kyc-sandbox-http.test.ts)', () => {
  it('serves an accessible form under a strict CSP, and only for its own secret', async () => {
    const { session } = await newAffiliate();
    const { redirectUrl } = await started(session);
    const path = new URL(redirectUrl).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<label for="document">');
    expect(page.body).toContain('<legend>Result to report</legend>');
    for (const outcome of ['approved', 'fraud', 'unsupported-id', 'unreadable', 'no-id', 'processing'])
      expect(page.body).toContain(`value="${outcome}"`);
    expect(
      (await app.inject({ method: 'GET', url: path.replace(/[^/]+$/, 'C'.repeat(43)) })).statusCode,
    ).toBe(404);
  });

  it('takes only an image, within 5 MB', async () => {
    const { session } = await newAffiliate();
    const path = new URL((await started(session)).redirectUrl).pathname;
    const missing = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('approved', null))),
    });
    // A person reads these answers: the page again, the message next to the picture field.
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain(
      '<p id="document-error" class="error" role="alert">Choose a picture of your ID',
    );
    const text = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('approved', Buffer.from('just text, named .png')))),
    });
    expect(text.statusCode).toBe(422);
    expect(text.body).toContain(
      '<p id="document-error" class="error" role="alert">The file is not a PNG, JPEG, GIF or WebP picture.</p>',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('approved', huge))),
    });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.body).toContain(
      '<p id="document-error" class="error" role="alert">The picture is larger than 5 MB.</p>',
    );
    const badOutcome = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('maybe'))),
    });
    expect(badOutcome.statusCode).toBe(422);
    expect(badOutcome.body).toContain(
      '<p id="outcome-error" class="error" role="alert">Choose the result to report.</p>',
    );
    // Nothing was recorded: the page is still open.
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('needs no XSRF header (the secret in its address is the proof) even with the portal cookies', async () => {
    const { session } = await newAffiliate();
    const path = new URL((await started(session)).redirectUrl).pathname;
    const form = await multipart(sandboxForm('no-id', null));
    const response = await app.inject({
      method: 'POST',
      url: path,
      ...form,
      cookies: { 'XSRF-TOKEN': 'portal-cookie' },
    });
    expect(response.statusCode).toBe(302);
  });
});

describe('retrieval fallback', () => {
  it('finds the result of a scan whose callback never came, after the first wait, and redirects like Netverify', async () => {
    const affiliate = await newAffiliate();
    const { redirectUrl, transactionReference } = await started(affiliate.session);
    const path = new URL(redirectUrl).pathname;
    const submitted = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('approved'))),
    });
    expect(submitted.statusCode).toBe(302);
    const back = new URL(submitted.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/kyc`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      result: 'success',
      transactionStatus: 'SUCCESS',
      transactionReference,
    });
    expect((await kycStatus(app, affiliate.session)).attempts[0].details).toEqual({
      scan: { status: 'PENDING' },
      callback: null,
    });

    // Not yet due: the first retrieval waits for the user journey to end.
    await retrievePendingScans(app.ctx);
    expect((await kycStatus(app, affiliate.session)).attempts[0].details.callback).toBeNull();
    advanceClock(app, 11 * MINUTE);
    expect(await retrievePendingScans(app.ctx)).toBeGreaterThanOrEqual(1);
    const session = await affiliate.renew();
    const status = await kycStatus(app, session);
    expect(status.verified).toBe(true);
    expect(status.attempts[0].details).toMatchObject({
      scan: { status: 'DONE' },
      callback: { idScanStatus: 'SUCCESS', verificationStatus: 'APPROVED_VERIFIED' },
    });
    expect(await kycNotifications(app, session)).toHaveLength(1);
  });

  it('keeps asking about a scan still processing, and fails one never submitted (Netverify drop-off: NO_ID_UPLOADED)', async () => {
    const processing = await newAffiliate();
    const path = new URL((await started(processing.session)).redirectUrl).pathname;
    const submitted = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('processing'))),
    });
    expect(new URL(submitted.headers.location!).searchParams.get('result')).toBe('success');
    const dropped = await newAffiliate();
    await started(dropped.session);

    advanceClock(app, 11 * MINUTE);
    await retrievePendingScans(app.ctx);
    await processing.renew();
    await dropped.renew();
    expect((await kycStatus(app, processing.session)).attempts[0].details.scan.status).toBe('PENDING');
    expect((await kycStatus(app, dropped.session)).attempts[0].details.scan.status).toBe('PENDING');
    advanceClock(app, 30 * MINUTE);
    await retrievePendingScans(app.ctx);
    await processing.renew();
    await dropped.renew();
    expect((await kycStatus(app, processing.session)).attempts[0].details).toEqual({
      scan: { status: 'PENDING' },
      callback: null,
    });
    expect((await kycStatus(app, dropped.session)).attempts[0].details).toMatchObject({
      scan: { status: 'FAILED' },
      callback: { idScanStatus: 'ERROR', verificationStatus: 'NO_ID_UPLOADED' },
    });
  });
});

describe('operator review', () => {
  it('lists identities waiting for review, oldest first; approve verifies and tells the affiliate', async () => {
    const a = await newAffiliate();
    await postCallback(app, (await started(a.session)).callback, {
      idScanStatus: 'ERROR',
      verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE',
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/kyc/reviews?per_page=100',
      headers: operatorHeaders,
    });
    expect(list.statusCode).toBe(200);
    const entry = list.json().data.find((r: { member_id: number }) => r.member_id === a.id);
    expect(entry).toMatchObject({
      username: expect.stringMatching(/^kyc\d+$/),
      attempts: 1,
      latest_attempt: { details: { callback: { verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE' } } },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/operator/kyc/reviews', headers: demo.headers }))
        .statusCode,
    ).toBe(401);

    const approve = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/kyc/${a.id}/approve`,
      headers: operatorHeaders,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ verified: true, requires_manual: false });
    expect((await kycNotifications(app, a.session))[0]).toMatchObject({ title: 'Identity verified' });
    expect((await mailsTo(app, a.email)).map((m) => m.subject)).toContain(
      'Goldline Partners: Identity verified',
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/operator/kyc/${a.id}/approve`,
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(409);
    const after = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/operator/kyc/reviews?per_page=100',
        headers: operatorHeaders,
      })
    ).json().data;
    expect(after.map((r: { member_id: number }) => r.member_id)).not.toContain(a.id);
  });

  it('refuse records the reason the affiliate reads, and a new attempt can start', async () => {
    const b = await newAffiliate();
    await postCallback(app, (await started(b.session)).callback, {
      idScanStatus: 'ERROR',
      verificationStatus: 'DENIED_UNSUPPORTED_ID_COUNTRY',
    });
    const refuse = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/kyc/${b.id}/refuse`,
      headers: operatorHeaders,
      payload: { reason: 'The document is a library card.' },
    });
    expect(refuse.statusCode).toBe(200);
    expect(refuse.json().data).toMatchObject({
      verified: false,
      requires_manual: false,
      review_note: 'The document is a library card.',
    });
    const [notice] = await kycNotifications(app, b.session);
    expect(notice).toMatchObject({ title: 'Identity verification refused' });
    expect(notice!.body).toContain('The document is a library card.');
    await started(b.session);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/operator/kyc/999999/refuse',
          headers: operatorHeaders,
          payload: { reason: 'No.' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/operator/kyc/${b.id}/refuse`,
          headers: operatorHeaders,
          payload: { reason: '' },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('identityRequiredForWithdrawal (the brand setting kyc.withdrawals)', () => {
  const setRule = (value: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/kyc.withdrawals',
      headers: operatorHeaders,
      payload: value,
    });

  it('follows the brand rule until the identity is verified', async () => {
    const { session, id } = await newAffiliate();
    expect(await identityRequiredForWithdrawal(app.ctx.db, id, '10000.00')).toBeNull();
    expect((await setRule({ require: 'first-withdrawal' })).statusCode).toBe(200);
    expect(await identityRequiredForWithdrawal(app.ctx.db, id, '1.00')).toBe(
      IDENTITY_REQUIRED.firstWithdrawal,
    );
    expect((await setRule({ require: 'above-amount', amount: '500.00' })).statusCode).toBe(200);
    expect(await identityRequiredForWithdrawal(app.ctx.db, id, '500.00')).toBeNull();
    expect(await identityRequiredForWithdrawal(app.ctx.db, id, '500.01')).toBe(
      'Please verify your identity to withdraw more than 500.00.',
    );
    await postCallback(app, (await started(session)).callback, approved);
    expect(await identityRequiredForWithdrawal(app.ctx.db, id, '500.01')).toBeNull();
    expect((await setRule({ require: 'never' })).statusCode).toBe(200);
  });

  it('refuses a setting it could not apply', async () => {
    for (const value of [
      { require: 'always' },
      { require: 'above-amount' },
      { require: 'above-amount', amount: '-5' },
    ])
      expect((await setRule(value)).statusCode).toBe(422);
  });
});
