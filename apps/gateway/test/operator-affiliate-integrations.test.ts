import { createHash } from 'node:crypto';
import type { AffiliateIntegrations } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskTemplate } from '../src/modules/postbacks/mask-address.ts';
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
import { affiliateIdOf } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { PostbackReceiver } from './postback-receiver.ts';

const integrationsUrl = (id: number) => `/api/v1/operator/affiliates/${id}/integrations`;

describe('a postback template as the console shows it', () => {
  it('masks credentials and key-like segments as the delivery log does, and keeps the macros in braces', () => {
    expect(
      maskTemplate(
        'https://t.example/pb/abcdefghijklmnop1234567890XYZ/conv?cid={click_id}&api_key=sekret123&amt={amount}&cur={currency}',
      ),
    ).toBe('https://t.example/pb/***/conv?cid={click_id}&api_key=***&amt={amount}&cur={currency}');
    expect(
      maskTemplate('https://user:hunter2@t.example/{event}/{sub1}{sub2}{sub3}{sub4}{sub5}?token={click_id}'),
    ).toBe('https://user:***@t.example/{event}/{sub1}{sub2}{sub3}{sub4}{sub5}?token=***');
    expect(maskTemplate('not an address {click_id}')).toBe('***');
  });
});

/** The Integrations part of an affiliate's record: postbacks and API tokens, secret-free, for support and admins, who can revoke a token. */
describe(`operator affiliate integrations (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let receiver: PostbackReceiver;
  let tracker: string;
  let demoId: number;
  let rivalId: number;
  let admin: ConsoleOperator;
  let support: ConsoleOperator;
  let finance: ConsoleOperator;
  let marketing: ConsoleOperator;
  let demo: SignedIn;
  let rival: SignedIn;
  let signingSecret: string;
  let tokenSecret: string;
  let revokedTokenId: string;

  const affiliate = (
    session: SignedIn,
    id: number,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1/affiliate/${id}${path}`,
      headers: session.headers,
      ...(payload !== undefined && { payload }),
    });

  beforeAll(async () => {
    receiver = new PostbackReceiver();
    tracker = await receiver.start();
    // The tracker listens on loopback, which only a development configuration allows.
    app = await buildTestApp({ postbackAllowPrivateNetworks: true });
    demoId = await affiliateIdOf(app, DEMO.username);
    rivalId = await affiliateIdOf(app, RIVAL.username);
    admin = await consoleOperator(app, 'admin');
    support = await consoleOperator(app, 'support');
    finance = await consoleOperator(app, 'finance');
    marketing = await consoleOperator(app, 'marketing');
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);

    const saved = await affiliate(demo, demoId, 'PUT', '/postbacks/events/registration', {
      url: `${tracker}/pb/abcdefghijklmnop1234567890XYZ?cid={click_id}&api_key=sekret123&amt={amount}`,
      method: 'GET',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    signingSecret = saved.json().data.secret;
    expect(
      (
        await affiliate(demo, demoId, 'PUT', '/postbacks/events/first_deposit', {
          url: `${tracker}/deposit?cid={click_id}`,
          method: 'POST',
        })
      ).statusCode,
    ).toBe(200);
    // Twenty failures in a row switched the first-deposit postback off.
    await app.ctx.db.query(
      `UPDATE postbacks SET enabled = false, consecutive_failures = 20, disabled_at = '2026-11-20T08:00:00Z' WHERE member_id = $1 AND event = 'first_deposit'`,
      [demoId],
    );
    // A test delivery that reached the tracker, then twelve more registrations, the oldest of which are not shown.
    expect((await affiliate(demo, demoId, 'POST', '/postbacks/events/registration/test')).statusCode).toBe(
      200,
    );
    await app.ctx.db.query(
      `INSERT INTO postback_deliveries (member_id, event, macros, created_at, state, attempts, last_attempt_at, last_address, last_status, last_latency_ms, last_response)
       SELECT $1, 'registration', '{}', now() + g * interval '1 second', 'delivered', 1, now() + g * interval '1 second', 'https://x.example/?api_key=leaked', 200, 40 + g, 'ok'
       FROM generate_series(1, 12) g`,
      [demoId],
    );

    const created = await affiliate(demo, demoId, 'POST', '/api-tokens', {
      name: 'StatsDrone',
      expires_in_days: 90,
      scopes: ['reports:read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    tokenSecret = created.json().data.secret;
    advanceClock(app, 1_000);
    const old = await affiliate(demo, demoId, 'POST', '/api-tokens', {
      name: 'Old tracker',
      expires_in_days: 30,
      scopes: ['players:read'],
    });
    revokedTokenId = old.json().data.token.id;
    expect((await affiliate(demo, demoId, 'DELETE', `/api-tokens/${revokedTokenId}`)).statusCode).toBe(200);

    // The rival's own integrations, which must never show on demo's record.
    expect(
      (
        await affiliate(rival, rivalId, 'PUT', '/postbacks/events/registration', {
          url: `${tracker}/rival-only?cid={click_id}`,
          method: 'GET',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await affiliate(rival, rivalId, 'POST', '/api-tokens', {
          name: 'Rival robot',
          expires_in_days: 30,
          scopes: ['reports:read'],
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await closeTestApp(app);
    await receiver.stop();
  });

  async function read(
    id: number,
    headers: Record<string, string> = support.headers,
  ): Promise<{ body: string; data: AffiliateIntegrations }> {
    const response = await app.inject({ url: integrationsUrl(id), headers });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, data: response.json().data as AffiliateIntegrations };
  }

  it("shows support the affiliate's postbacks masked, on or switched off, with their latest deliveries", async () => {
    const { data } = await read(demoId);
    expect(data.postbacks.map((p) => p.event)).toEqual(['first_deposit', 'registration']);
    const [deposit, registration] = data.postbacks;
    expect(registration).toMatchObject({
      url: `${tracker}/pb/***?cid={click_id}&api_key=***&amt={amount}`,
      method: 'GET',
      enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
    });
    expect(deposit).toMatchObject({
      method: 'POST',
      enabled: false,
      consecutive_failures: 20,
      disabled_at: '2026-11-20T08:00:00.000Z',
      deliveries: [],
    });
    // The latest ten, newest first: the test delivery and the two oldest fed ones are left out.
    expect(registration!.deliveries).toHaveLength(10);
    expect(registration!.deliveries.map((d) => d.latency_ms)).toEqual([
      52, 51, 50, 49, 48, 47, 46, 45, 44, 43,
    ]);
    expect(registration!.deliveries[0]).toEqual({
      id: expect.any(Number),
      test: false,
      created_at: expect.any(String),
      state: 'delivered',
      attempts: 1,
      last_attempt_at: expect.any(String),
      next_attempt_at: null,
      status: 200,
      latency_ms: 52,
    });
    expect(data.signing_secret).toEqual({ created_at: expect.any(String), previous_valid_until: null });
  });

  it('shows the test delivery when it is among the latest', async () => {
    await app.ctx.db.query(`DELETE FROM postback_deliveries WHERE member_id = $1 AND NOT is_test`, [demoId]);
    const [, registration] = (await read(demoId)).data.postbacks;
    expect(registration!.deliveries).toEqual([
      expect.objectContaining({
        test: true,
        state: 'delivered',
        status: 200,
        latency_ms: expect.any(Number),
      }),
    ]);
  });

  it("lists the affiliate's tokens, revoked ones too, by name, prefix, scopes and dates: never a secret or a hash", async () => {
    const { data, body } = await read(demoId);
    expect(data.api_tokens.map((t) => [t.name, t.scopes, t.revoked_at === null])).toEqual([
      ['Old tracker', ['players:read'], false],
      ['StatsDrone', ['reports:read'], true],
    ]);
    const statsDrone = data.api_tokens.find((t) => t.name === 'StatsDrone')!;
    expect(Object.keys(statsDrone).sort()).toEqual([
      'created_at',
      'expires_at',
      'id',
      'last_used_at',
      'name',
      'prefix',
      'revoked_at',
      'revoked_by',
      'revoked_reason',
      'scopes',
    ]);
    // Revoked by the affiliate: no operator, no reason.
    expect(data.api_tokens.find((t) => t.id === revokedTokenId)).toMatchObject({
      revoked_by: null,
      revoked_reason: null,
    });
    expect(tokenSecret.startsWith(statsDrone.prefix)).toBe(true);
    expect(data.api_tokens.find((t) => t.id === revokedTokenId)!.revoked_at).toEqual(expect.any(String));
    const hash = createHash('sha256').update(tokenSecret).digest();
    for (const secret of [
      tokenSecret,
      tokenSecret.slice(statsDrone.prefix.length),
      hash.toString('hex'),
      hash.toString('base64'),
      signingSecret,
      'sekret123',
      'leaked',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("never shows another affiliate's integrations", async () => {
    const { body, data } = await read(demoId, admin.headers);
    expect(body).not.toContain('rival-only');
    expect(body).not.toContain('Rival robot');
    const theirs = (await read(rivalId)).data;
    expect(theirs.postbacks.map((p) => p.url)).toEqual([`${tracker}/rival-only?cid={click_id}`]);
    expect(theirs.api_tokens.map((t) => t.name)).toEqual(['Rival robot']);
    expect(theirs.api_tokens.map((t) => t.id)).not.toEqual(
      expect.arrayContaining(data.api_tokens.map((t) => t.id)),
    );
  });

  it('answers empty lists for an affiliate without integrations, and 404 for no affiliate', async () => {
    await app.ctx.db.query(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country) VALUES ('plain', 'plain@x.example', 'x', 'P', 'Lain', 'DE')`,
    );
    const plain = await affiliateIdOf(app, 'plain');
    expect((await read(plain)).data).toEqual({ postbacks: [], signing_secret: null, api_tokens: [] });
    const missing = await app.inject({ url: integrationsUrl(2_000_000), headers: support.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No affiliate has this id.' });
  });

  it('lets support, admins and the machine token read; refuses finance and marketing, an affiliate, their API token and a visitor', async () => {
    for (const headers of [support.headers, admin.headers, operatorHeaders])
      expect((await app.inject({ url: integrationsUrl(demoId), headers })).statusCode).toBe(200);
    for (const who of [finance, marketing]) {
      const refused = await app.inject({ url: integrationsUrl(demoId), headers: who.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('StatsDrone');
    }
    for (const headers of [demo.headers, { authorization: `Bearer ${tokenSecret}` }, {}]) {
      const refused = await app.inject({ url: integrationsUrl(demoId), headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  const revokeUrl = (id: number, tokenId: string) =>
    `/api/v1/operator/affiliates/${id}/api-tokens/${tokenId}/revoke`;
  const reportsWith = (secret: string) =>
    app.inject({
      url: `/api/v1/affiliate/${demoId}/reports`,
      headers: { authorization: `Bearer ${secret}` },
    });

  it("lets support revoke an affiliate's token with a reason: refused from its next request, the affiliate told why, who and why kept", async () => {
    const created = await affiliate(demo, demoId, 'POST', '/api-tokens', {
      name: 'Leaky',
      expires_in_days: 30,
      scopes: ['reports:read'],
    });
    const { secret, token } = created.json().data as {
      secret: string;
      token: { id: string; prefix: string };
    };
    expect((await reportsWith(secret)).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'POST',
      url: revokeUrl(demoId, token.id),
      headers: support.headers,
      payload: { reason: '  Seen in a public gist  ' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({
      id: token.id,
      name: 'Leaky',
      revoked_at: expect.any(String),
      revoked_by: `operator:${support.email}`,
      revoked_reason: 'Seen in a public gist',
    });
    expect(revoked.body).not.toContain(secret);

    const refused = await reportsWith(secret);
    expect(refused.statusCode).toBe(401);
    expect(
      (await affiliate(demo, demoId, 'GET', '/api-tokens')).json().data.map((t: { name: string }) => t.name),
    ).not.toContain('Leaky');
    expect((await read(demoId)).data.api_tokens.find((t) => t.id === token.id)).toMatchObject({
      revoked_by: `operator:${support.email}`,
      revoked_reason: 'Seen in a public gist',
    });

    // The affiliate is told which token and why, in the inbox and by email, and not who.
    const inbox = await app.inject({ url: '/api/v1/bo/member/notifications', headers: demo.headers });
    const notice = (inbox.json().data as Array<{ title: string; body: string }>).find(
      (n) => n.title === 'An API token of yours was revoked',
    );
    expect(notice?.body).toContain(`"Leaky" (${token.prefix}…). Reason: Seen in a public gist`);
    expect(notice?.body).not.toContain(support.email);
    const mails = await app.ctx.db.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%API token%'`,
      [DEMO.email],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.text).toContain('Reason: Seen in a public gist');

    const again = await app.inject({
      method: 'POST',
      url: revokeUrl(demoId, token.id),
      headers: admin.headers,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This API token is already revoked.' });
    const audited = await auditRows(app, 'operator.revokeAffiliateApiToken');
    expect(
      audited.map((row) => [row.member_id, row.detail.tokenId, row.detail.reason, row.detail.status]),
    ).toEqual([
      [demoId, token.id, 'Seen in a public gist', 200],
      [demoId, token.id, 'Twice', 409],
    ]);
    expect(audited[0]!.operator_id).toBe(support.id);
  });

  it("refuses another affiliate's token, an unknown one, a reason too short, and the roles not admitted", async () => {
    const rivalToken = (await affiliate(rival, rivalId, 'GET', '/api-tokens')).json().data[0] as {
      id: string;
    };
    const crossed = await app.inject({
      method: 'POST',
      url: revokeUrl(demoId, rivalToken.id),
      headers: admin.headers,
      payload: { reason: 'Not theirs' },
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ message: 'This affiliate has no such API token.' });
    expect(
      (await affiliate(rival, rivalId, 'GET', '/api-tokens')).json().data.map((t: { id: string }) => t.id),
    ).toContain(rivalToken.id);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: revokeUrl(2_000_000, rivalToken.id),
          headers: admin.headers,
          payload: { reason: 'Nobody' },
        })
      ).statusCode,
    ).toBe(404);

    const statsDrone = (await read(demoId)).data.api_tokens.find((t) => t.name === 'StatsDrone')!;
    const short = await app.inject({
      method: 'POST',
      url: revokeUrl(demoId, statsDrone.id),
      headers: support.headers,
      payload: { reason: ' ab ' },
    });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain('Give a reason of at least 3 characters.');
    for (const who of [finance, marketing]) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: revokeUrl(demoId, statsDrone.id),
            headers: who.headers,
            payload: { reason: 'Not mine to do' },
          })
        ).statusCode,
      ).toBe(403);
    }
    for (const headers of [demo.headers, { authorization: `Bearer ${tokenSecret}` }, {}]) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: revokeUrl(demoId, statsDrone.id),
            headers,
            payload: { reason: 'Not an operator' },
          })
        ).statusCode,
      ).toBe(401);
    }
    // None of these touched the token.
    expect((await reportsWith(tokenSecret)).statusCode).toBe(200);
  });

  it('audits the refusals, not the reads (operators audit changes only)', async () => {
    const { rows } = await app.ctx.db.query<{ event: string; count: number }>(
      `SELECT event, count(*)::int AS count FROM audit_events WHERE detail->>'route' LIKE '%/integrations' GROUP BY event`,
    );
    expect(rows.map((row) => row.event)).toEqual(['access.denied']);
  });
});
