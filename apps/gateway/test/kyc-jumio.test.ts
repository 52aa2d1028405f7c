import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JumioConfig } from '../src/config/app-config.ts';
import { retrievePendingScans } from '../src/modules/kyc/retrieval.ts';
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
import { initiate, kycStatus, affiliateIdOf, postCallback } from './kyc-helpers.ts';

// A local server speaking Netverify's protocol (Jumio's servers cannot be reached from here), on a port
// of this suite's range: it records every request and answers as Netverify documents.
const JUMIO_PORT = 4642;
const PUBLIC_URL = 'https://partners.goldline.example';
const ALLOWED = '203.0.113.7';
const jumio: JumioConfig = {
  apiToken: 'jumio-api-token-0123',
  apiSecret: 'jumio-api-secret-4567',
  baseUrl: `http://127.0.0.1:${JUMIO_PORT}`,
  callbackAllowlist: ['203.0.113.0/28', '2001:db8::/32'],
  userAgent: 'Goldline Partners Affiliate Portal/1.0',
  workflowId: 100,
};

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const requests: Recorded[] = [];
/** What the retrieval API answers per scan reference. */
const scans = new Map<
  string,
  { status: 'PENDING' | 'DONE' | 'FAILED'; document?: { status: string }; verification?: object }
>();
let provider: Server;
let references = 0;

let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (
        req.headers.authorization !==
        `Basic ${Buffer.from(`${jumio.apiToken}:${jumio.apiSecret}`).toString('base64')}`
      )
        return json(401, { message: 'Unauthorized' });
      if (req.method === 'POST' && req.url === '/api/v4/initiate') {
        references += 1;
        const transactionReference = `00000000-0000-4000-8000-${String(references).padStart(12, '0')}`;
        scans.set(transactionReference, { status: 'PENDING' });
        return json(200, {
          timestamp: new Date().toISOString(),
          transactionReference,
          redirectUrl: `https://goldline.netverify.com/web/v4/app?locale=en&authorizationToken=tok${references}`,
        });
      }
      const match = /^\/api\/netverify\/v2\/scans\/([^/]+)(\/data)?$/.exec(req.url ?? '');
      const scan = match && scans.get(decodeURIComponent(match[1]!));
      if (req.method === 'GET' && scan) {
        if (!match[2])
          return json(200, {
            timestamp: new Date().toISOString(),
            scanReference: match[1],
            status: scan.status,
          });
        return json(200, {
          timestamp: new Date().toISOString(),
          scanReference: match[1],
          document: scan.document,
          transaction: { status: scan.status },
          verification: scan.verification,
        });
      }
      return json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => provider.listen(JUMIO_PORT, '127.0.0.1', resolve));
  app = await buildTestApp({ publicUrl: PUBLIC_URL, kycProvider: 'jumio', jumio, trustProxy: 1 });
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await closeTestApp(app);
  await new Promise((resolve) => provider.close(resolve));
});

async function start(session: SignedIn) {
  const response = await initiate(app, session);
  expect(response.statusCode, response.body).toBe(200);
  const sent = requests.at(-1)!;
  const callbackUrl = JSON.parse(sent.body).callbackUrl as string;
  return {
    ...(response.json().data as { redirectUrl: string; transactionReference: string }),
    sent,
    callbackPath: new URL(callbackUrl).pathname,
  };
}

describe('the Jumio-compatible provider', () => {
  it('initiates exactly as Netverify v4 wants: POST /api/v4/initiate, Basic auth, JSON, a User-Agent naming the business', async () => {
    const { redirectUrl, transactionReference, sent } = await start(demo);
    const affiliateId = await affiliateIdOf(app, demo);
    expect(redirectUrl).toBe(
      `https://goldline.netverify.com/web/v4/app?locale=en&authorizationToken=tok${references}`,
    );
    expect(transactionReference).toMatch(/^00000000-/);
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/v4/initiate');
    expect(sent.headers.authorization).toBe(
      'Basic ' + Buffer.from('jumio-api-token-0123:jumio-api-secret-4567').toString('base64'),
    );
    expect(sent.headers['user-agent']).toBe('Goldline Partners Affiliate Portal/1.0');
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body);
    const attemptId = (await kycStatus(app, demo)).attempts[0].id;
    expect(body).toEqual({
      customerInternalReference: String(attemptId),
      userReference: String(affiliateId),
      successUrl: `${PUBLIC_URL}/kyc?result=success`,
      errorUrl: `${PUBLIC_URL}/kyc?result=error`,
      callbackUrl: expect.stringMatching(
        new RegExp(`^${PUBLIC_URL}/api/v1/kyc/callback/${attemptId}/[A-Za-z0-9_-]{43}$`),
      ),
      workflowId: 100,
    });
  });

  it('accepts the callback only from the allow-listed addresses (through the trusted proxy), with the secret', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const { callbackPath, transactionReference } = await start(rival);
    const fields = {
      callBackType: 'NETVERIFYID',
      jumioIdScanReference: transactionReference,
      idScanStatus: 'SUCCESS',
      verificationStatus: 'APPROVED_VERIFIED',
    };
    expect((await postCallback(app, callbackPath, fields)).statusCode).toBe(403);
    expect((await postCallback(app, callbackPath, fields, '198.51.100.9')).statusCode).toBe(403);
    expect(
      (await postCallback(app, callbackPath, fields, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' }))
        .statusCode,
    ).toBe(403);
    expect((await kycStatus(app, rival)).verified).toBe(false);
    expect(
      (await postCallback(app, callbackPath, fields, '127.0.0.1', { 'x-forwarded-for': ALLOWED })).statusCode,
    ).toBe(200);
    expect((await kycStatus(app, rival)).verified).toBe(true);
  });

  const mapped = [
    ['APPROVED_VERIFIED', 'SUCCESS', { verified: true, requires_manual: false }, 'DONE'],
    ['DENIED_FRAUD', 'ERROR', { verified: false, requires_manual: false }, 'DONE'],
    ['DENIED_UNSUPPORTED_ID_TYPE', 'ERROR', { verified: false, requires_manual: true }, 'DONE'],
    ['DENIED_UNSUPPORTED_ID_COUNTRY', 'ERROR', { verified: false, requires_manual: true }, 'DONE'],
    ['ERROR_NOT_READABLE_ID', 'ERROR', { verified: false, requires_manual: false }, 'DONE'],
    ['NO_ID_UPLOADED', 'ERROR', { verified: false, requires_manual: false }, 'FAILED'],
  ] as const;
  for (const [verificationStatus, idScanStatus, state, scan] of mapped) {
    it(`maps the callback's ${verificationStatus}`, async () => {
      const session = await newAffiliate(verificationStatus);
      const { callbackPath, transactionReference } = await start(session);
      const response = await postCallback(
        app,
        callbackPath,
        {
          jumioIdScanReference: transactionReference,
          idScanStatus,
          verificationStatus,
          idScanSource: 'REDIRECT_UPLOAD',
        },
        '2001:db8::5',
      );
      expect(response.statusCode).toBe(200);
      const status = await kycStatus(app, session);
      expect(status).toMatchObject(state);
      expect(status.attempts[0].details).toMatchObject({
        scan: { status: scan },
        callback: { idScanStatus, verificationStatus },
      });
    });
  }

  it('retrieves the scan status of an attempt whose callback never came: GET /api/netverify/v2/scans/{ref}, then /data once DONE', async () => {
    const session = await newAffiliate('retrieval');
    const { transactionReference } = await start(session);
    requests.length = 0;
    advanceClock(app, 11 * 60_000);
    await retrievePendingScans(app.ctx);
    const asked = requests.filter((r) => r.path.includes(transactionReference));
    expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/netverify/v2/scans/${transactionReference}`,
    ]);
    expect(asked[0]!.headers['user-agent']).toBe('Goldline Partners Affiliate Portal/1.0');
    expect(asked[0]!.headers.authorization).toMatch(/^Basic /);

    const rejectReason = { rejectReasonCode: '100', rejectReasonDescription: 'MANIPULATED_DOCUMENT' };
    scans.set(transactionReference, {
      status: 'DONE',
      document: { status: 'DENIED_FRAUD' },
      verification: { rejectReason },
    });
    requests.length = 0;
    advanceClock(app, 3 * 60_000);
    await retrievePendingScans(app.ctx);
    expect(requests.filter((r) => r.path.includes(transactionReference)).map((r) => r.path)).toEqual([
      `/api/netverify/v2/scans/${transactionReference}`,
      `/api/netverify/v2/scans/${transactionReference}/data`,
    ]);
    const renewed = await signIn(app, usernames.get('retrieval')!, PASSWORD);
    expect((await kycStatus(app, renewed)).attempts[0].details).toMatchObject({
      scan: { status: 'DONE' },
      callback: {
        idScanStatus: 'ERROR',
        verificationStatus: 'DENIED_FRAUD',
        rejectReason: JSON.stringify(rejectReason),
      },
    });
  });
});

describe('a provider that refuses to start an attempt', () => {
  // An app of its own (the wrong API secret), built in a hook with the time a whole app's build takes
  // under load, not inside the test's 20 s.
  let broken: FastifyInstance;
  beforeAll(async () => {
    broken = await buildTestApp({
      publicUrl: PUBLIC_URL,
      kycProvider: 'jumio',
      jumio: { ...jumio, apiSecret: 'wrong-secret' },
    });
  }, 60_000);
  afterAll(async () => closeTestApp(broken));

  it('answers 503 and keeps no attempt', async () => {
    const own = await signIn(broken, DEMO.username, DEMO.password);
    const response = await initiate(broken, own);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The verification provider is unavailable. Please try again in a few minutes.',
    );
    expect(response.body).not.toContain('wrong-secret');
    expect((await kycStatus(broken, own)).attempts).toEqual([]);
  });
});

const PASSWORD = 'jumio-partner-password-2026';
const usernames = new Map<string, string>();
async function newAffiliate(label: string): Promise<SignedIn> {
  const username = `jumio${usernames.size + 1}`;
  usernames.set(label, username);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: 'Jay',
      lastName: 'Um',
      country: 'DE',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return signIn(app, username, PASSWORD);
}
