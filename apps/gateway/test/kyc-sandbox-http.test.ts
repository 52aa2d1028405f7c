import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import { initiate, kycNotifications, kycStatus, sandboxForm } from './kyc-helpers.ts';

// The sandbox provider end to end over real HTTP: its page, its form, its callback to the gateway's
// own callback address, and the 302 back to the portal. A port of this suite's range (4600-4699).
const PORT = 4641;
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;

let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

describe('the sandbox provider over HTTP', () => {
  it('page, then the form with an image: the callback arrives before the browser is sent back to the success address', async () => {
    const started = await initiate(app, demo);
    expect(started.statusCode).toBe(200);
    const { redirectUrl, transactionReference } = started.json().data;

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(new URL(redirectUrl).pathname);

    const submitted = await fetch(`${PUBLIC_URL}${action}`, {
      method: 'POST',
      body: sandboxForm('approved'),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    const back = new URL(submitted.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/kyc`);
    expect(back.searchParams.get('result')).toBe('success');
    expect(back.searchParams.get('transactionStatus')).toBe('SUCCESS');
    expect(back.searchParams.get('transactionReference')).toBe(transactionReference);

    // The callback came over HTTP before the redirect: the status already has it.
    const status = await kycStatus(app, demo);
    expect(status.verified).toBe(true);
    expect(status.attempts[0].details).toMatchObject({
      scan: { status: 'DONE' },
      callback: { idScanStatus: 'SUCCESS', verificationStatus: 'APPROVED_VERIFIED' },
    });
    expect(await kycNotifications(app, demo)).toEqual([
      expect.objectContaining({ title: 'Identity verified' }),
    ]);
    // The page is spent.
    expect((await fetch(redirectUrl)).status).toBe(404);
  });
});
