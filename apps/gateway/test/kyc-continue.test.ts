import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import {
  callbackPathOf,
  initiate,
  kycStatus,
  affiliateIdOf,
  postCallback,
  returnAddresses,
} from './kyc-helpers.ts';

// Continue / start again for an affiliate who left the provider's page without sending anything, and
// the return addresses a portal opened under another name of this machine may give.
const PUBLIC_URL = 'http://127.0.0.1:1';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => closeTestApp(app));

let affiliates = 0;
async function newAffiliate(): Promise<SignedIn> {
  affiliates += 1;
  const username = `kycc${affiliates}`;
  const password = 'kyc-partner-password-2026';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Kay',
      lastName: 'Why',
      country: 'GB',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return signIn(app, username, password);
}

const post = (session: SignedIn, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, ...headers },
    ...(payload && { payload }),
  });

async function restartBody(session: SignedIn) {
  return { userReference: String(await affiliateIdOf(app, session)), ...(await returnAddresses(app)) };
}

describe('POST /api/v1/kyc/continue', () => {
  it("gives the open attempt's provider page back to its owner, and the page opens", async () => {
    const session = await newAffiliate();
    const started = (await initiate(app, session)).json().data;
    const again = await post(session, '/api/v1/kyc/continue');
    expect(again.statusCode, again.body).toBe(200);
    const { redirectUrl, transactionReference } = again.json().data;
    expect(transactionReference).toBe(started.transactionReference);
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/kyc/sandbox/\\d+/`));
    const page = await app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form');
    // Still one attempt: nothing new counted against the day.
    expect((await kycStatus(app, session)).attempts).toHaveLength(1);
    // The renewed page's callback address is the one that counts now.
    expect(
      (
        await postCallback(app, callbackPathOf(redirectUrl), {
          idScanStatus: 'SUCCESS',
          verificationStatus: 'APPROVED_VERIFIED',
        })
      ).statusCode,
    ).toBe(200);
    expect((await kycStatus(app, session)).verified).toBe(true);
  });

  it("is the signed-in affiliate's own attempt only: another affiliate with none open gets 404, and the owner's attempt is untouched", async () => {
    const owner = await newAffiliate();
    const other = await newAffiliate();
    await initiate(app, owner);
    const theirs = await post(other, '/api/v1/kyc/continue');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('No verification is in progress: start a new one.');
    expect((await app.inject({ method: 'POST', url: '/api/v1/kyc/continue' })).statusCode).toBe(401);
    expect((await kycStatus(app, owner)).attempts[0].details.scan.status).toBe('PENDING');
  });

  it('answers 404 once the attempt has its answer', async () => {
    const session = await newAffiliate();
    const { redirectUrl } = (await initiate(app, session)).json().data;
    await postCallback(app, callbackPathOf(redirectUrl), {
      idScanStatus: 'ERROR',
      verificationStatus: 'ERROR_NOT_READABLE_ID',
    });
    expect((await post(session, '/api/v1/kyc/continue')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/kyc/restart', () => {
  it('abandons the open attempt at once (no 30-minute wait) and starts a new one, audited', async () => {
    const session = await newAffiliate();
    const first = (await initiate(app, session)).json().data;
    expect((await initiate(app, session)).statusCode).toBe(409);
    const restarted = await post(session, '/api/v1/kyc/restart', await restartBody(session));
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().data.transactionReference).not.toBe(first.transactionReference);
    const status = await kycStatus(app, session);
    expect(status.attempts).toHaveLength(2);
    expect(status.attempts_left_today).toBe(3);
    // The new attempt's page opens.
    expect(
      (await app.inject({ method: 'GET', url: new URL(restarted.json().data.redirectUrl).pathname }))
        .statusCode,
    ).toBe(200);
    const audit = await app.ctx.db.query<{ detail: { abandoned: number; started: number } }>(
      "SELECT detail FROM audit_events WHERE event = 'kyc.restart' AND member_id = $1",
      [await affiliateIdOf(app, session)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.detail.abandoned).toBe(status.attempts[1].id);
  });

  it("refuses another affiliate's userReference (403) and leaves the owner's open attempt alone", async () => {
    const owner = await newAffiliate();
    const other = await newAffiliate();
    await initiate(app, owner);
    const response = await post(other, '/api/v1/kyc/restart', await restartBody(owner));
    expect(response.statusCode).toBe(403);
    expect((await post(owner, '/api/v1/kyc/continue')).statusCode).toBe(200);
  });

  it('keeps the daily limit: the sixth start is 429 with Retry-After, and the open attempt can still be continued', async () => {
    const session = await newAffiliate();
    await initiate(app, session);
    for (let i = 0; i < 4; i++)
      expect((await post(session, '/api/v1/kyc/restart', await restartBody(session))).statusCode).toBe(200);
    const sixth = await post(session, '/api/v1/kyc/restart', await restartBody(session));
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(session, '/api/v1/kyc/continue')).statusCode).toBe(200);
  });
});

describe('return addresses on the portal opened under another name of this machine', () => {
  const localhost = 'http://localhost:1';
  const addresses = (origin: string) => ({
    successUrl: `${origin}/kyc?result=success`,
    errorUrl: `${origin}/kyc?result=error`,
  });

  it("accepts the request's own origin when Origin and Host agree and both names are loopback names", async () => {
    const session = await newAffiliate();
    const response = await post(
      session,
      '/api/v1/kyc/initiate',
      { userReference: String(await affiliateIdOf(app, session)), ...addresses(localhost) },
      {
        origin: localhost,
        host: 'localhost:1',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a foreign origin (422), even when the request claims to come from it', async () => {
    const session = await newAffiliate();
    const userReference = String(await affiliateIdOf(app, session));
    const cases: Array<[string, Record<string, string>]> = [
      ['https://evil.example', { origin: 'https://evil.example', host: 'evil.example' }],
      ['http://evil.example:1', { origin: 'http://evil.example:1', host: 'evil.example:1' }],
      // A foreign page posting to this portal: Origin is the page's, Host is ours.
      [localhost, { origin: 'https://evil.example', host: 'localhost:1' }],
      // Origin and Host disagree.
      [localhost, { origin: localhost, host: '127.0.0.1:1' }],
      // Another port of the same machine is another origin.
      ['http://localhost:2', { origin: 'http://localhost:2', host: 'localhost:2' }],
      // No Origin at all: only the configured public address.
      [localhost, { host: 'localhost:1' }],
    ];
    for (const [origin, headers] of cases) {
      const response = await post(
        session,
        '/api/v1/kyc/initiate',
        { userReference, ...addresses(origin) },
        headers,
      );
      expect(response.statusCode, `${origin} ${JSON.stringify(headers)}`).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['successUrl']);
    }
    expect((await kycStatus(app, session)).attempts).toEqual([]);
  });
});
