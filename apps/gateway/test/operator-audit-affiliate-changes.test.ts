import type { AuditEntry } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { affiliateIdOf } from './withdrawal-helpers.ts';

/**
 * What the operators' audit trail shows of an affiliate's integrations (postbacks and API tokens: they
 * send the program's data out, so support wants to see who changed them and when) and of a balance
 * adjustment (the affiliate and the amount).
 */
describe(`operator audit of affiliate integrations and adjustments (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let admin: ConsoleOperator;

  beforeAll(async () => {
    // The tracker lives on loopback in tests, which a gateway refuses by default.
    app = await buildTestApp({ postbackAllowPrivateNetworks: true });
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    admin = await consoleOperator(app, 'admin');
  });
  afterAll(async () => closeTestApp(app));

  const asDemo = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/affiliate/${demoId}${path}`,
      headers: demo.headers,
      ...(payload && { payload }),
    });

  async function trail(action: string): Promise<AuditEntry[]> {
    const response = await app.inject({
      url: `/api/v1/operator/audit?action=${action}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: AuditEntry[] }).data;
  }

  const byDemo = () => ({
    who: { kind: 'affiliate', name: 'demo' },
    affiliate: { id: demoId, username: 'demo' },
  });

  it("shows a postback's creation, edit, secret rotation and removal with the affiliate, the event and the tracker's host only", async () => {
    const template = 'http://127.0.0.1:9/pb?cid={click_id}&key=tracker-secret-key';
    expect((await asDemo('PUT', '/postbacks/events/registration', { url: template })).statusCode).toBe(200);
    const edited = await asDemo('PUT', '/postbacks/events/registration', {
      url: template,
      method: 'POST',
      enabled: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await asDemo('POST', '/postbacks/secret')).statusCode).toBe(200);
    expect((await asDemo('DELETE', '/postbacks/events/registration')).statusCode).toBe(200);

    expect(await trail('postback.created')).toMatchObject([
      {
        ...byDemo(),
        outcome: 'done',
        detail: { postbackEvent: 'registration', method: 'GET', enabled: true, host: '127.0.0.1:9' },
      },
    ]);
    expect(await trail('postback.changed')).toMatchObject([
      { ...byDemo(), detail: { postbackEvent: 'registration', method: 'POST', enabled: false } },
    ]);
    expect(await trail('postback.secret-rotated')).toMatchObject([byDemo()]);
    expect(await trail('postback.removed')).toMatchObject([
      { ...byDemo(), detail: { postbackEvent: 'registration' } },
    ]);
    // The template's path and query may hold the affiliate's tracker keys: never in the trail.
    const { rows } = await app.ctx.db.query<{ detail: string }>(
      "SELECT detail::text AS detail FROM audit_events WHERE event LIKE 'postback.%'",
    );
    expect(rows.map((row) => row.detail).join('\n')).not.toContain('tracker-secret-key');
  });

  it("shows an API token's creation and its revocation by the affiliate, with the affiliate", async () => {
    const created = await asDemo('POST', '/api-tokens', {
      name: 'StatsDrone',
      expires_in_days: 90,
      scopes: ['reports:read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, secret } = created.json().data as { token: { id: string }; secret: string };
    expect((await asDemo('DELETE', `/api-tokens/${token.id}`)).statusCode).toBe(200);

    expect(await trail('api-token.created')).toMatchObject([
      { ...byDemo(), detail: { tokenId: token.id, expiresInDays: 90 } },
    ]);
    expect(await trail('api-token.revoked')).toMatchObject([{ ...byDemo(), detail: { tokenId: token.id } }]);
    const { rows } = await app.ctx.db.query<{ detail: string }>(
      "SELECT detail::text AS detail FROM audit_events WHERE event LIKE 'api-token.%'",
    );
    expect(rows.map((row) => row.detail).join('\n')).not.toContain(secret.slice(5));
  });

  it("names the affiliate and the amount in an adjustment's row", async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/adjustments',
      headers: operatorHeaders,
      payload: { member_id: demoId, amount: '12.50', kind: 'adjustment', reason: 'Missed commission' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await trail('operator.postAdjustment')).at(0)).toMatchObject({
      affiliate: { id: demoId, username: 'demo' },
      status: 201,
      detail: { memberId: demoId, amount: '12.50', ledgerKind: 'adjustment' },
    });
  });
});
