import type { AffiliateRecord, AffiliateSummary } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

interface SearchAnswer {
  data: AffiliateSummary[];
  meta: { per_page: number; next: string | null; previous: string | null };
}

const SEARCH = '/api/v1/operator/affiliates';
const detailUrl = (id: number) => `${SEARCH}/${id}`;

/** The console's Affiliates endpoints: search and its pages, the record, suspension, and who may use each. */
describe(`operator affiliates (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demoId: number;
  let rivalId: number;
  let admin: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;
  let marketing: ConsoleOperator;
  let demo: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    demoId = await affiliateIdOf(app, DEMO.username);
    rivalId = await affiliateIdOf(app, RIVAL.username);
    demo = await signIn(app, DEMO.username, DEMO.password);
    admin = await consoleOperator(app, 'admin');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
    marketing = await consoleOperator(app, 'marketing');
    // Affiliates whose names, emails and codes tell the search's fields apart.
    await app.ctx.db.query(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country)
       SELECT 'page' || lpad(g::text, 2, '0'), 'page' || g || '@pages.example', 'x', 'Paula', 'Pager', 'DE' FROM generate_series(1, 12) g`,
    );
    await app.ctx.db.query(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country) VALUES
       ('zoe_x', 'marketing@zeta.example', 'x', 'Zoë', 'Quinlan', 'FR'),
       ('percent', 'literal%sign@odd.example', 'x', 'Per', 'Cent', 'FR')`,
    );
    const zoe = await affiliateIdOf(app, 'zoe_x');
    await app.ctx.db.query(
      `INSERT INTO referral_codes (member_id, code, is_default, brand) VALUES ($1, 'SUMMERSPLASH', true, (SELECT code FROM brands WHERE is_first))`,
      [zoe],
    );
  });
  afterAll(async () => closeTestApp(app));

  async function search(
    query: string,
    headers: Record<string, string> = admin.headers,
  ): Promise<SearchAnswer> {
    const response = await app.inject({ url: `${SEARCH}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchAnswer;
  }
  const usernames = (answer: SearchAnswer) => answer.data.map((row) => row.username);

  it('finds an affiliate by the start of the username, email, first name, full name, last name, referral code, or by id, in any case', async () => {
    expect(usernames(await search('?q=ZOE'))).toEqual(['zoe_x']);
    expect(usernames(await search('?q=marketing%40zeta'))).toEqual(['zoe_x']);
    expect(usernames(await search('?q=quin'))).toEqual(['zoe_x']);
    expect(usernames(await search(`?q=${encodeURIComponent('zoë qu')}`))).toEqual(['zoe_x']);
    expect(usernames(await search('?q=summersp'))).toEqual(['zoe_x']);
    expect(usernames(await search(`?q=${rivalId}`))).toEqual(['rival']);
    // The middle of a field is not its start.
    expect(usernames(await search('?q=eta.example'))).toEqual([]);
    // LIKE's own characters are matched as typed.
    expect(usernames(await search('?q=literal%25'))).toEqual(['percent']);
    expect(usernames(await search('?q=zoe%5F'))).toEqual(['zoe_x']);
    expect(usernames(await search('?q=zoex'))).toEqual([]);
    const [row] = (await search('?q=summersplash')).data;
    expect(row).toMatchObject({
      username: 'zoe_x',
      email: 'marketing@zeta.example',
      first_name: 'Zoë',
      last_name: 'Quinlan',
      country: 'FR',
      status: 'active',
      referral_code: 'SUMMERSPLASH',
    });
  });

  it('pages by username forwards and back, with cursors that stop at either end', async () => {
    const first = await search('?q=page&per_page=5');
    expect(usernames(first)).toEqual(['page01', 'page02', 'page03', 'page04', 'page05']);
    expect(first.meta).toEqual({ per_page: 5, next: 'page05', previous: null });
    const second = await search(`?q=page&per_page=5&after=${first.meta.next}`);
    expect(usernames(second)).toEqual(['page06', 'page07', 'page08', 'page09', 'page10']);
    expect(second.meta).toEqual({ per_page: 5, next: 'page10', previous: 'page06' });
    const last = await search(`?q=page&per_page=5&after=${second.meta.next}`);
    expect(usernames(last)).toEqual(['page11', 'page12']);
    expect(last.meta).toEqual({ per_page: 5, next: null, previous: 'page11' });
    const back = await search(`?q=page&per_page=5&before=${last.meta.previous}`);
    expect(usernames(back)).toEqual(usernames(second));
    expect(back.meta).toEqual({ per_page: 5, next: 'page10', previous: 'page06' });
    const start = await search(`?q=page&per_page=5&before=${back.meta.previous}`);
    expect(usernames(start)).toEqual(usernames(first));
    expect(start.meta.previous).toBeNull();
    // Without a search every affiliate is listed, in username order.
    const all = await search('?per_page=100');
    expect(usernames(all)).toEqual([...usernames(all)].sort());
    expect(usernames(all)).toEqual(expect.arrayContaining(['demo', 'rival', 'page01', 'zoe_x']));
  });

  it('refuses bad search input in the contract shape', async () => {
    for (const query of [
      '?per_page=101',
      '?per_page=0',
      `?q=${'x'.repeat(101)}`,
      '?q=%01',
      '?after=a&before=b',
      '?after=no%20spaces',
      '?status=gone',
    ]) {
      const response = await app.inject({ url: `${SEARCH}${query}`, headers: admin.headers });
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('lets every role read, never an affiliate or a signed-out visitor', async () => {
    for (const who of [finance, support, marketing]) {
      expect((await app.inject({ url: `${SEARCH}?q=demo`, headers: who.headers })).statusCode).toBe(200);
      expect((await app.inject({ url: detailUrl(demoId), headers: who.headers })).statusCode).toBe(200);
    }
    for (const url of [`${SEARCH}?q=demo`, detailUrl(demoId), detailUrl(rivalId)]) {
      const asAffiliate = await app.inject({ url, headers: demo.headers });
      expect(asAffiliate.statusCode, url).toBe(401);
      expect(asAffiliate.json()).toMatchObject({ message: expect.any(String) });
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${detailUrl(rivalId)}/suspend`,
          headers: demo.headers,
          payload: { reason: 'mine now' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reads the record: profile, plan and its history, codes, figures from the rollups, balance and ledger, identity, sessions', async () => {
    await mustPutPlayers(app, [
      { customer_id: 900001, referral_code: 'GOLDDEMO', date_joined: new Date().toISOString().slice(0, 10) },
    ]);
    await mustPutActivity(app, [
      {
        customer_id: 900001,
        day: new Date().toISOString().slice(0, 10),
        deposits: '100.00',
        turnover: '400.00',
        winloss: '50.00',
      },
    ]);
    const planned = await app.inject({
      method: 'PUT',
      url: `/api/v1/operator/commission-plans/${demoId}`,
      headers: finance.headers,
      payload: {
        revenue_share: '0.35',
        admin_fee_rate: '0.10',
        cpa_amount: '25.00',
        cpa_min_deposit: '20.00',
        negative_carry_over: false,
      },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const adjusted = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/adjustments',
      headers: finance.headers,
      payload: { member_id: demoId, amount: '12.50', reason: 'Welcome bonus' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);

    const response = await app.inject({ url: detailUrl(demoId), headers: support.headers });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().data as AffiliateRecord;
    expect(record.profile).toMatchObject({
      id: demoId,
      username: 'demo',
      email: DEMO.email,
      status: 'active',
      suspension: null,
      referral_code: 'GOLDDEMO',
    });
    expect(record.plan.upcoming).toMatchObject({
      revenue_share: '0.3500',
      cpa_amount: '25.00',
      negative_carry_over: false,
      created_by: `operator:${finance.email}`,
    });
    expect(record.plan.current).not.toBeNull();
    expect(record.plan.history[0]).toEqual(record.plan.upcoming);
    expect(record.referral_codes.map((code) => code.code)).toContain('GOLDDEMO');
    expect(record.figures.this_month).toMatchObject({
      signups: 1,
      deposits: '100.00',
      turnover: '400.00',
      winloss: '50.00',
    });
    expect(record.figures.last_12_months.turnover).toBe('400.00');
    expect(Number(record.balance.available)).toBeGreaterThanOrEqual(12.5);
    expect(record.recent_ledger[0]).toMatchObject({
      kind: 'adjustment',
      amount: '12.50',
      description: 'Welcome bonus',
    });
    expect(record.identity).toMatchObject({ verified: false, attempts: [] });
    expect(record.sessions.active).toBeGreaterThanOrEqual(1);
    expect(record.sessions.list.length).toBe(record.sessions.active);

    const missing = await app.inject({ url: detailUrl(2_000_000_000), headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No affiliate has this id.' });
  });

  it('lets only admins suspend and reactivate; other roles get a 403 in the contract shape', async () => {
    for (const who of [finance, support, marketing]) {
      for (const action of ['suspend', 'reactivate']) {
        const response = await app.inject({
          method: 'POST',
          url: `${detailUrl(rivalId)}/${action}`,
          headers: who.headers,
          payload: { reason: 'Not mine to do' },
        });
        expect(response.statusCode, `${action} by ${who.email}`).toBe(403);
        expect(response.json()).toEqual({
          message: 'Your role does not allow this action.',
          code: expect.any(Number),
        });
      }
    }
    const tooShort = await app.inject({
      method: 'POST',
      url: `${detailUrl(rivalId)}/suspend`,
      headers: admin.headers,
      payload: { reason: ' x ' },
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.reason).toBeDefined();
  });

  it('suspends: sign-in refused with a clear message, sessions ended, refresh fails, clicks and players keep counting; reactivates', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const suspended = await app.inject({
      method: 'POST',
      url: `${detailUrl(rivalId)}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Fraud review: duplicate accounts' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ id: rivalId, status: 'suspended' });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: RIVAL.username, password: RIVAL.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: 'This account is suspended. Please contact your affiliate manager.',
      code: 20105,
    });
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: RIVAL.username, password: 'not-the-password-at-all' },
    });
    expect(wrongPassword.statusCode, 'the suspension is told only to whoever knows the password').toBe(401);
    // The tab still open says why it was signed out: the same refusal as sign-in, on a request and on its refresh.
    const openTab = await app.inject({ url: '/api/v1/auth/user', headers: rival.headers });
    expect(openTab.statusCode).toBe(403);
    expect(openTab.json()).toEqual({
      message: 'This account is suspended. Please contact your affiliate manager.',
      code: 20105,
    });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: rival.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toEqual({
      message: 'This account is suspended. Please contact your affiliate manager.',
      code: 20105,
    });

    const clicksBefore = await app.ctx.db.one<{ clicks: string }>(
      `SELECT coalesce(sum(l.clicks), 0)::text AS clicks FROM referral_codes r LEFT JOIN referral_code_clicks l ON l.referral_code_id = r.id WHERE r.code = 'RIVAL01'`,
    );
    const click = await app.inject({
      url: '/r/RIVAL01?sub=suspended',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36' },
    });
    expect(click.statusCode).toBe(302);
    const clicksAfter = await app.ctx.db.one<{ clicks: string }>(
      `SELECT coalesce(sum(l.clicks), 0)::text AS clicks FROM referral_codes r LEFT JOIN referral_code_clicks l ON l.referral_code_id = r.id WHERE r.code = 'RIVAL01'`,
    );
    expect(Number(clicksAfter.clicks)).toBe(Number(clicksBefore.clicks) + 1);
    await mustPutPlayers(app, [{ customer_id: 900002, referral_code: 'RIVAL01' }]);
    expect(
      (
        await app.ctx.db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM players WHERE customer_id = 900002 AND member_id = $1`,
          [rivalId],
        )
      ).n,
    ).toBe(1);

    const record = (await app.inject({ url: detailUrl(rivalId), headers: marketing.headers })).json()
      .data as AffiliateRecord;
    expect(record.profile.suspension).toMatchObject({
      reason: 'Fraud review: duplicate accounts',
      by: `operator:${admin.email}`,
      at: expect.any(String),
    });
    expect(record.sessions.active).toBe(0);
    expect(usernames(await search('?status=suspended'))).toEqual(['rival']);

    const again = await app.inject({
      method: 'POST',
      url: `${detailUrl(rivalId)}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This affiliate is already suspended.' });

    const reactivated = await app.inject({
      method: 'POST',
      url: `${detailUrl(rivalId)}/reactivate`,
      headers: admin.headers,
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().data.status).toBe('active');
    expect((await signIn(app, RIVAL.username, RIVAL.password)).token).toEqual(expect.any(String));
    expect(
      (await app.inject({ method: 'POST', url: `${detailUrl(rivalId)}/reactivate`, headers: admin.headers }))
        .statusCode,
    ).toBe(409);
    expect(usernames(await search('?status=suspended'))).toEqual([]);

    const audited = await auditRows(app, 'operator.suspendAffiliate');
    expect(audited.at(-1)).toMatchObject({
      member_id: rivalId,
      operator_id: admin.id,
      detail: { reason: 'Twice', status: 409 },
    });
    expect(audited.find((row) => row.detail.status === 200)?.detail.reason).toBe(
      'Fraud review: duplicate accounts',
    );
    expect(
      (await auditRows(app, 'operator.reactivateAffiliate')).filter((row) => row.detail.status === 200),
    ).toHaveLength(1);
  });

  it('re-seeding the demo data lets a suspended demo affiliate in again', async () => {
    const suspended = await app.inject({
      method: 'POST',
      url: `${detailUrl(rivalId)}/suspend`,
      headers: operatorHeaders,
      payload: { reason: 'Before a demo reset' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const seeded = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/demo-seed',
      headers: operatorHeaders,
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
    const record = (await app.inject({ url: detailUrl(rivalId), headers: admin.headers })).json()
      .data as AffiliateRecord;
    expect(record.profile).toMatchObject({ status: 'active', suspension: null });
  });

  it('a machine token may do everything, as on every operator endpoint', async () => {
    expect((await app.inject({ url: `${SEARCH}?q=demo`, headers: operatorHeaders })).statusCode).toBe(200);
  });
});
