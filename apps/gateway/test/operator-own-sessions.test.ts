import { errorCodes, type SignedInSession } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import {
  auditRows,
  consoleCode,
  consoleOperator,
  toNextStep,
  type ConsoleOperator,
} from './operator-console-helpers.ts';

const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Your account: an operator's own console sessions, listed and ended one by one, and nobody else's. */
describe(`an operator's own console sessions (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let finance: ConsoleOperator;
  let laptop: { authorization: string };
  let other: ConsoleOperator;

  const sessions = async (headers: Record<string, string>): Promise<SignedInSession[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/operator/me/sessions', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const end = (sessionId: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/v1/operator/me/sessions/${sessionId}`, headers });
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/operator/me', headers });

  beforeAll(async () => {
    app = await buildTestApp();
    finance = await consoleOperator(app, 'finance');
    other = await consoleOperator(app, 'support');
    // A second sign-in of the same operator, from a laptop's Firefox.
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/session',
      headers: { 'user-agent': FIREFOX_ON_MAC },
      payload: { email: finance.email, password: finance.password, code: consoleCode(app, finance.secret) },
    });
    expect(response.statusCode, response.body).toBe(200);
    toNextStep(app);
    laptop = { authorization: `Bearer ${response.json().data.token}` };
  });
  afterAll(async () => closeTestApp(app));

  it('lists the operator’s open sessions, the current one first and flagged, with the device', async () => {
    const list = await sessions(finance.headers);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, device: 'Unknown device' });
    expect(list[1]).toMatchObject({ current: false, device: 'Firefox on macOS' });
    expect((await sessions(laptop))[0]).toMatchObject({ current: true, device: 'Firefox on macOS' });
    // Another operator's sessions are not among them.
    expect((await sessions(other.headers)).map((s) => s.id)).not.toContain(list[1]!.id);
  });

  it('ends another of the operator’s sessions: refused at once there, audited, and gone from the list', async () => {
    const [, laptopSession] = await sessions(finance.headers);
    const response = await end(laptopSession!.id, finance.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ revoked: true, current: false });
    const refused = await me(laptop);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);
    expect((await sessions(finance.headers)).map((s) => s.current)).toEqual([true]);
    const audit = (await auditRows(app, 'operator.endOperatorSession')).at(-1)!;
    expect(audit.operator_id).toBe(finance.id);
    // Ending it again: it is no longer an open session.
    expect((await end(laptopSession!.id, finance.headers)).statusCode).toBe(404);
  });

  it('answers not found for another operator’s session and for ids that are no session', async () => {
    const [theirs] = await sessions(other.headers);
    const refused = await end(theirs!.id, finance.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      message: 'There is no such open session of yours.',
      code: errorCodes.notFound,
    });
    expect((await me(other.headers)).statusCode).toBe(200);
    expect((await end('not-a-session', finance.headers)).statusCode).toBe(404);
  });

  it('ends the current session too, and a machine token has no sessions to list', async () => {
    const [current] = await sessions(other.headers);
    expect((await end(current!.id, other.headers)).json().data).toEqual({ revoked: true, current: true });
    expect((await me(other.headers)).statusCode).toBe(401);
    const machine = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/me/sessions',
      headers: operatorHeaders,
    });
    expect(machine.statusCode).toBe(403);
  });
});
