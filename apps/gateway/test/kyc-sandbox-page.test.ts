import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import { initiate, multipart, sandboxForm } from './kyc-helpers.ts';

// The sandbox provider's page as a person sees it: a refusal is the page again, the message by its field.
const PUBLIC_URL = 'http://127.0.0.1:1';

let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

describe('the sandbox page', () => {
  it('has a way back to the portal', async () => {
    const { redirectUrl } = (await initiate(app, demo)).json().data;
    const page = await app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toContain(`<a href="${PUBLIC_URL}/kyc">Cancel and go back to the portal</a>`);
  });

  it('answers a submission without a picture with the page again (HTML, 422), the message next to the picture field, the chosen result kept', async () => {
    const path = new URL(await currentPage()).pathname;
    const response = await app.inject({
      method: 'POST',
      url: path,
      ...(await multipart(sandboxForm('fraud', null))),
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toContain('"message"');
    const errorAt = response.body.indexOf(
      '<p id="document-error" class="error" role="alert">Choose a picture of your ID (or the result &quot;No ID uploaded&quot;).</p>',
    );
    expect(errorAt).toBeGreaterThan(0);
    expect(response.body.indexOf('<input id="document"')).toBeGreaterThan(errorAt);
    expect(response.body).toContain('aria-describedby="document-error document-note" aria-invalid="true"');
    expect(response.body).toContain('value="fraud" checked');
    expect(response.body).toContain('Cancel and go back to the portal');
  });

  it('answers an address that opens nothing with an HTML page that says so and links back to the portal', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/kyc/sandbox/999999/not-the-secret' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This verification page has expired or does not exist.');
    expect(response.body).toContain(`<a href="${PUBLIC_URL}/kyc">Back to the portal</a>`);
  });
});

/** The demo affiliate's open attempt's page (continue gives it back). */
async function currentPage(): Promise<string> {
  return (await app.inject({ method: 'POST', url: '/api/v1/kyc/continue', headers: demo.headers })).json()
    .data.redirectUrl;
}
