import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';
import { mailsTo, newAccount, type Account } from './two-factor-helpers.ts';

/**
 * A forgotten password reset by its emailed code also revokes the affiliate's personal API tokens:
 * whoever knew the old password may have made one. The code's mail says so beforehand.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

async function tokenOf(
  account: Account,
): Promise<{ affiliateId: number; secret: string; session: SignedIn }> {
  const affiliateId = await affiliateIdOf(app, account.username);
  const session = await signIn(app, account.username, account.password);
  const created = await app.inject({
    method: 'POST',
    url: `/api/v1/affiliate/${affiliateId}/api-tokens`,
    headers: session.headers,
    payload: { name: 'StatsDrone', expires_in_days: 30, scopes: ['reports:read'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { affiliateId, secret: created.json().data.secret as string, session };
}

const reportWith = (affiliateId: number, secret: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${affiliateId}/reports?group=sub1`,
    headers: { authorization: `Bearer ${secret}` },
  });

const forgot = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/bo/auth/forgot-password', payload });

/** Asks for the reset code and reads its mail. */
async function resetMail(account: Account) {
  expect((await forgot({ email: account.email })).statusCode).toBe(200);
  const [mail] = await mailsTo(app, account.email);
  return { text: mail!.text, code: /\b(\d{6})\b/.exec(mail!.text)![1]! };
}

const NEW_PASSWORD = 'a-brand-new-passphrase-2026';

describe('a forgot-password reset', () => {
  it('says in the code mail that it revokes the personal API tokens', async () => {
    const account = await newAccount(app, 'resetmail');
    expect((await resetMail(account)).text).toContain(
      'Resetting your password signs you out everywhere and revokes your personal API tokens: tools that use them stop working until you create new tokens in Integrations.',
    );
  });

  it('revokes the personal API tokens and leaves other affiliates’ tokens alone', async () => {
    const account = await newAccount(app, 'resettokens');
    const other = await newAccount(app, 'keepstokens');
    const mine = await tokenOf(account);
    const theirs = await tokenOf(other);
    expect((await reportWith(mine.affiliateId, mine.secret)).statusCode).toBe(200);

    const { code } = await resetMail(account);
    const reset = await forgot({
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await reportWith(mine.affiliateId, mine.secret)).statusCode).toBe(401);
    const signedInAgain = await signIn(app, account.username, NEW_PASSWORD);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${mine.affiliateId}/api-tokens`,
      headers: signedInAgain.headers,
    });
    expect(list.json().data).toEqual([]);
    const audit = await app.ctx.db.one<{ detail: Record<string, number> }>(
      "SELECT detail FROM audit_events WHERE member_id = $1 AND event = 'password-reset.completed'",
      [mine.affiliateId],
    );
    expect(audit.detail).toMatchObject({ apiTokensRevoked: 1 });

    expect((await reportWith(theirs.affiliateId, theirs.secret)).statusCode).toBe(200);
  });
});
