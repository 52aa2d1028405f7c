import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import {
  affiliateIdOf,
  callbackPathOf,
  initiate,
  multipart,
  PNG,
  postCallback,
  sandboxForm,
} from './kyc-helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

// Port 1 refuses connections: the sandbox's own callback cannot get through, so the test posts the
// provider's callback itself (operator-kyc-reviews.test.ts does the same).
const PUBLIC_URL = 'http://127.0.0.1:1';

/**
 * The reviewer sees the ID picture the applicant gave the sandbox provider, and its reference: the
 * picture only with an operator session of a role that reviews, as an image that is never sniffed or
 * cached, and only the affiliate's own attempt's.
 */
let app: FastifyInstance;
let support: ConsoleOperator;
let admin: ConsoleOperator;
let finance: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  support = await consoleOperator(app, 'support');
  admin = await consoleOperator(app, 'admin');
  finance = await consoleOperator(app, 'finance');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

let affiliates = 0;
async function newAffiliate(): Promise<{ session: SignedIn; id: number }> {
  const username = `idpicture${++affiliates}`;
  const password = 'id-picture-password-2026';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Ines',
      lastName: 'Pictured',
      country: 'PT',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = await signIn(app, username, password);
  return { session, id: await affiliateIdOf(app, session) };
}

/** The applicant submits the sandbox page with `image` and the provider's unsupported-ID verdict arrives: a review waits. */
async function submittedForReview(session: SignedIn, image: Buffer | null) {
  const started = await initiate(app, session);
  expect(started.statusCode, started.body).toBe(200);
  const { redirectUrl, transactionReference } = started.json().data;
  const form = await multipart(sandboxForm(image ? 'unsupported-id' : 'no-id', image));
  const submitted = await app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    ...form,
  });
  expect(submitted.statusCode, submitted.body).toBe(302);
  const callback = await postCallback(app, callbackPathOf(redirectUrl), {
    idScanStatus: 'ERROR',
    verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE',
  });
  expect(callback.statusCode).toBe(200);
  return transactionReference as string;
}

type Attempt = { id: number; transaction_reference: string | null; has_document: boolean };
async function latestAttemptOf(affiliateId: number): Promise<Attempt> {
  const response = await app.inject({
    url: '/api/v1/operator/kyc/reviews?per_page=100',
    headers: support.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const review = (response.json().data as Array<{ member_id: number; latest_attempt: Attempt }>).find(
    (r) => r.member_id === affiliateId,
  );
  return review!.latest_attempt;
}

const documentOf = (affiliateId: number, attemptId: number, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/v1/operator/kyc/${affiliateId}/attempts/${attemptId}/document`, headers });

describe('the ID picture in a review', () => {
  it('is kept by the sandbox, named by the review with the provider’s reference, and served to support as the image it is', async () => {
    const { session, id } = await newAffiliate();
    const reference = await submittedForReview(session, PNG);
    const attempt = await latestAttemptOf(id);
    expect(attempt).toMatchObject({ transaction_reference: reference, has_document: true });

    for (const who of [support, admin]) {
      const response = await documentOf(id, attempt.id, who.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store, private');
      expect(response.headers['content-disposition']).toBe(`inline; filename="id-attempt-${attempt.id}.png"`);
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('is never public: no session 401, an affiliate 401, finance and marketing 403, another affiliate’s attempt 404', async () => {
    const { session, id } = await newAffiliate();
    await submittedForReview(session, PNG);
    const attempt = await latestAttemptOf(id);
    expect((await documentOf(id, attempt.id)).statusCode).toBe(401);
    expect([401, 403]).toContain((await documentOf(id, attempt.id, session.headers)).statusCode);
    for (const who of [finance, marketing]) {
      const refused = await documentOf(id, attempt.id, who.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
    }
    const other = await newAffiliate();
    const wrongOwner = await documentOf(other.id, attempt.id, support.headers);
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.headers['content-type']).toMatch(/^application\/json/);
    expect((await documentOf(id, 2_147_483_647, support.headers)).statusCode).toBe(404);
    expect((await documentOf(id, 0, support.headers)).statusCode).toBe(422);
  });

  it('is absent when the applicant gave none: the review says so and the picture is a 404', async () => {
    const { session, id } = await newAffiliate();
    await submittedForReview(session, null);
    const attempt = await latestAttemptOf(id);
    expect(attempt.has_document).toBe(false);
    expect((await documentOf(id, attempt.id, support.headers)).statusCode).toBe(404);
  });
});
