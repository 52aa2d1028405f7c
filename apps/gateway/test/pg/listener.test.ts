import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_ACCESS_CHANNEL } from '../../src/caches/signed-in-cache.ts';
import { buildTestApp, closeTestApp, DEMO, signIn } from '../helpers.ts';

/**
 * Only with a PostgreSQL server (DATABASE_URL; vitest.config includes this folder then): losing the
 * connection that receives revocation notices is something only a server can do to us.
 */
describe('when revocation notices stop arriving', () => {
  let app: FastifyInstance;
  let admin: pg.Client;
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });

  beforeAll(async () => {
    app = await buildTestApp();
    const url = (app.ctx.config.database as { url: string }).url;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await closeTestApp(app);
  });

  async function until(condition: () => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('stops trusting the cache, so a revocation made meanwhile is refused at once, and trusts it again once they are back', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    expect(app.ctx.signedIn.isTrusted).toBe(true);

    // The server drops the listening connection (a restart, a failover, a network cut).
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
      [`LISTEN "${AFFILIATE_ACCESS_CHANNEL}"`],
    );
    expect(killed.rowCount).toBe(1);
    await until(() => !app.ctx.signedIn.isTrusted);

    // Revoked while no notice can arrive: the cache must not answer for it.
    await admin.query(
      "UPDATE sessions SET revoked_at = now(), revoke_reason = 'admin' WHERE id = (SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1)",
    );
    const refused = await me(session.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);

    // The listener reconnects by itself; then sign-ins are cached again.
    await until(() => app.ctx.signedIn.isTrusted);
    const next = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(next.headers)).statusCode).toBe(200);
    expect(app.ctx.signedIn.get(next.token, Date.now())).not.toBeNull();
  });
});
