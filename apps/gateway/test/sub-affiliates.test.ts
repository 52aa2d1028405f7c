import {
  dealDocument,
  dealSummary,
  DEAL_AMOUNT_NOT_VALID,
  DEAL_RATE_NOT_VALID,
  DEAL_SUB_MONTHS_NOT_VALID,
  DEAL_SUB_NOT_FOR_BRAND,
  DEAL_SUB_SHAPE_NOT_VALID,
  SUB_AFFILIATE_CYCLE,
  SUB_AFFILIATE_PARENT_NOT_FOUND,
  SUB_AFFILIATE_SELF,
  SUB_AFFILIATE_UNCHANGED,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi } from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { dealSummaryIn } from '../src/modules/deals/deal-words-in.ts';
import { attachSubAffiliate, parentByInviteCode } from '../src/modules/sub-affiliates/service.ts';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  testConfig,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

/**
 * Issue 38, sub-affiliates: the affiliate's own list and invite link, the operator's move and detach
 * (roles, refusals, history, audit), the CLI's `affiliates parent`, and the deal document's part. The
 * money side is sub-affiliates-golden.test.ts.
 */

describe('sub-affiliates: the list, the invite link and the parent changes', () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let demoId: number;
  let rivalId: number;
  let marketing: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;

  const move = (memberId: number, payload: object, headers: Record<string, string> = operatorHeaders) =>
    app.inject({ method: 'POST', url: `/api/v1/operator/affiliates/${memberId}/parent`, headers, payload });
  const list = (id: number, who: SignedIn) =>
    app.inject({ url: `/api/v1/affiliate/${id}/sub-affiliates`, headers: who.headers });
  /** What the console's record of an affiliate says of its parent and subs. */
  const links = async (memberId: number) => {
    const response = await app.inject({
      url: `/api/v1/operator/affiliates/${memberId}`,
      headers: support.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { parent, sub_affiliates } = response.json().data;
    return { parent, sub_affiliates };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    demoId = await affiliateIdOf(app, DEMO.username);
    rivalId = await affiliateIdOf(app, RIVAL.username);
    marketing = await consoleOperator(app, 'marketing');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
  });
  afterAll(() => closeTestApp(app));

  it('gives every affiliate an invite code, unique whatever the case, that finds them', async () => {
    const { rows } = await app.ctx.db.query<{ id: number; code: string }>(
      'SELECT id, sub_affiliate_code AS code FROM members ORDER BY id',
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.code).toMatch(/^[0-9A-F]{12}$/);
    expect(new Set(rows.map((row) => row.code.toLowerCase())).size).toBe(rows.length);
    const demoCode = rows.find((row) => row.id === demoId)!.code;
    expect(await parentByInviteCode(app.ctx.db, demoCode.toLowerCase())).toBe(demoId);
    expect(await parentByInviteCode(app.ctx.db, 'NOSUCHCODE00')).toBeNull();
    expect(await parentByInviteCode(app.ctx.db, "x' OR 1=1 --")).toBeNull();
    // The same code in another case is refused by the unique index.
    await expect(
      app.ctx.db.query('UPDATE members SET sub_affiliate_code = $1 WHERE id = $2', [
        demoCode.toLowerCase(),
        rivalId,
      ]),
    ).rejects.toThrow();
  });

  it("lists the affiliate's own subs with the invite link, never a player, and refuses another affiliate's list", async () => {
    const empty = await list(demoId, demo);
    expect(empty.statusCode, empty.body).toBe(200);
    const { code } = await app.ctx.db.one<{ code: string }>(
      'SELECT sub_affiliate_code AS code FROM members WHERE id = $1',
      [demoId],
    );
    expect(empty.json()).toMatchObject({
      data: [],
      meta: {
        invite_url: `${app.ctx.config.publicUrl}/auth/register?ref=${code}`,
        code,
        currency: 'EUR',
        terms: null,
      },
    });

    // The approval's function: rival came through demo's invite link.
    await app.ctx.db.transaction((tx) =>
      attachSubAffiliate(tx, rivalId, demoId, 'operator:7', app.ctx.config.now()),
    );
    const listed = await list(demoId, demo);
    expect(listed.statusCode, listed.body).toBe(200);
    const [sub] = listed.json().data;
    expect(Object.keys(sub).sort()).toEqual(
      ['earning_until', 'joined', 'member_id', 'status', 'this_month', 'to_date', 'username'].sort(),
    );
    // demo's deal has no sub-affiliates part: nothing is earned, and no figure of the sub's is shown.
    expect(sub).toEqual({
      member_id: rivalId,
      username: RIVAL.username,
      joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      earning_until: null,
      this_month: null,
      to_date: { earnings: '0.00', brands: [] },
    });
    expect(listed.body).not.toMatch(/customer_id|player_id|balance|email/);

    const theirs = await list(demoId, rival);
    expect(theirs.statusCode).toBe(403);
    const mine = await list(rivalId, rival);
    expect(mine.json().data).toEqual([]);
    expect((await app.inject({ url: `/api/v1/affiliate/${demoId}/sub-affiliates` })).statusCode).toBe(401);
  });

  it('lets admins and marketing move or detach a sub with a reason, audited and kept in its history', async () => {
    // rival came through demo's invite link: each record says so.
    expect(await links(rivalId)).toEqual({
      parent: { member_id: demoId, username: DEMO.username },
      sub_affiliates: 0,
    });
    expect(await links(demoId)).toEqual({ parent: null, sub_affiliates: 1 });
    for (const who of [finance, support]) {
      const refused = await move(rivalId, { parent: null, reason: 'Tidying up' }, who.headers);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    const detached = await move(rivalId, { parent: null, reason: 'Left the agency' }, marketing.headers);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().data).toMatchObject({
      member_id: rivalId,
      from_parent: demoId,
      to_parent: null,
      reason: 'Left the agency',
      changed_by: `operator:${marketing.email}`,
    });
    expect((await list(demoId, demo)).json().data).toEqual([]);

    const moved = await move(demoId, { parent: rivalId, reason: 'Joined the rival agency' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list(rivalId, rival)).json().data.map((s: { member_id: number }) => s.member_id)).toEqual([
      demoId,
    ]);
    // The records follow the moves: demo is now rival's sub, and rival has no parent.
    expect(await links(demoId)).toEqual({
      parent: { member_id: rivalId, username: RIVAL.username },
      sub_affiliates: 0,
    });
    expect(await links(rivalId)).toEqual({ parent: null, sub_affiliates: 1 });

    const rows = await auditRows(app, 'operator.setSubAffiliateParent');
    expect(
      rows.map((row) => [row.member_id, row.detail.reason, row.detail.toParent, row.detail.status]),
    ).toEqual([
      [rivalId, 'Left the agency', 'none', 200],
      [demoId, 'Joined the rival agency', String(rivalId), 200],
    ]);
    const history = await app.inject({
      url: `/api/v1/operator/affiliates/${rivalId}/parent-history`,
      headers: support.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json()
        .data.map((h: { from_parent: number | null; to_parent: number | null; reason: string }) => [
          h.from_parent,
          h.to_parent,
          h.reason,
        ]),
    ).toEqual([
      [demoId, null, 'Left the agency'],
      [null, demoId, 'Approved through the invite link'],
    ]);
  });

  it('refuses an affiliate as its own parent, a parent of its own parent, an unknown one, or no change', async () => {
    const field = async (response: Awaited<ReturnType<typeof move>>) => {
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors.parent[0];
    };
    expect(await field(await move(demoId, { parent: demoId, reason: 'By mistake' }))).toBe(
      SUB_AFFILIATE_SELF,
    );
    // demo is rival's sub: rival under demo would make rival a parent of its own parent.
    expect(await field(await move(rivalId, { parent: demoId, reason: 'Swap them' }))).toBe(
      SUB_AFFILIATE_CYCLE,
    );
    expect(await field(await move(demoId, { parent: 2_000_000, reason: 'Nobody' }))).toBe(
      SUB_AFFILIATE_PARENT_NOT_FOUND,
    );
    expect(await field(await move(demoId, { parent: rivalId, reason: 'Again' }))).toBe(
      SUB_AFFILIATE_UNCHANGED,
    );
    const unknown = await move(2_000_000, { parent: null, reason: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    const short = await move(demoId, { parent: null, reason: 'x' });
    expect(short.statusCode).toBe(422);
    const { rows } = await app.ctx.db.query<{ parent: number | null }>(
      'SELECT parent_member_id AS parent FROM members WHERE id = $1',
      [demoId],
    );
    expect(rows[0]!.parent).toBe(rivalId);
  });

  it('moves and detaches from the command line', async () => {
    const gateway = operatorApi({
      via: 'the test gateway',
      async send(request) {
        const response = await app.inject({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          headers: operatorHeaders,
          ...(request.body !== undefined && { payload: request.body as object }),
        });
        return { status: response.statusCode, json: response.json() };
      },
      close: async () => undefined,
    });
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOperatorCli(argv, {
        out: (text) => out.push(text),
        err: (text) => err.push(text),
        loadConfig: () => ({ config: testConfig() }),
        connect: async () => gateway,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const detached = await run([
      'affiliates',
      'parent',
      String(demoId),
      '--detach',
      '--reason',
      'Own agency now',
    ]);
    expect(detached).toMatchObject({
      code: 0,
      out: `Detached affiliate ${demoId} from affiliate ${rivalId}: Own agency now`,
    });
    const moved = await run([
      'affiliates',
      'parent',
      String(rivalId),
      '--to',
      String(demoId),
      '--reason',
      'Back under demo',
    ]);
    expect(moved).toMatchObject({
      code: 0,
      out: `Affiliate ${rivalId} is now a sub-affiliate of affiliate ${demoId}: Back under demo`,
    });
    const both = await run([
      'affiliates',
      'parent',
      String(rivalId),
      '--to',
      '3',
      '--detach',
      '--reason',
      'Both',
    ]);
    expect(both.code).toBe(1);
    expect(both.err).toContain('Give either --to PARENT_ID or --detach.');
    const refused = await run([
      'affiliates',
      'parent',
      String(rivalId),
      '--to',
      String(rivalId),
      '--reason',
      'Self',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(SUB_AFFILIATE_SELF);
  });
});

describe("the deal document's sub-affiliates part", () => {
  const base = { name: 'Agency', currency: 'EUR' };
  const issues = (document: object) => {
    const parsed = dealDocument.safeParse(document);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes exactly one of the two shapes, months 1 to 120, decimal strings, in a deal for all brands only', () => {
    expect(issues({ ...base, sub_affiliates: { share_of: 'commission', rate: '0.05', months: 12 } })).toEqual(
      [],
    );
    expect(issues({ ...base, sub_affiliates: { share_of: 'ngr', rate: '0.1', months: 120 } })).toEqual([]);
    expect(issues({ ...base, sub_affiliates: { per_qualified_player: '10.00', months: 1 } })).toEqual([]);
    // The shape is the key that names it; a part of one shape with a bad field says which field.
    const shape: [string, string] = ['sub_affiliates', DEAL_SUB_SHAPE_NOT_VALID];
    const cases: Array<[unknown, [string, string]]> = [
      [{ share_of: 'commission', rate: '0.05', per_qualified_player: '10.00', months: 12 }, shape],
      [{ share_of: 'deposits', rate: '0.05', months: 12 }, shape],
      [{ share_of: 'ngr', rate: '5%', months: 12 }, ['sub_affiliates.rate', DEAL_RATE_NOT_VALID]],
      [{ share_of: 'ngr', rate: 0.05, months: 12 }, shape],
      [
        { per_qualified_player: '-1.00', months: 12 },
        ['sub_affiliates.per_qualified_player', DEAL_AMOUNT_NOT_VALID],
      ],
      [{ share_of: 'ngr', rate: '0.05' }, shape],
      [{ share_of: 'ngr', rate: '0.05', months: 0 }, ['sub_affiliates.months', DEAL_SUB_MONTHS_NOT_VALID]],
      [{ share_of: 'ngr', rate: '0.05', months: 121 }, ['sub_affiliates.months', DEAL_SUB_MONTHS_NOT_VALID]],
      [{ share_of: 'ngr', rate: '0.05', months: 1.5 }, shape],
      [{ months: 12 }, shape],
      ['ngr', shape],
    ];
    for (const [part, issue] of cases)
      expect(issues({ ...base, sub_affiliates: part }), JSON.stringify(part)).toEqual([issue]);
    expect(
      issues({ ...base, brand: 'goldline', sub_affiliates: { per_qualified_player: '10.00', months: 12 } }),
    ).toEqual([['sub_affiliates', DEAL_SUB_NOT_FOR_BRAND]]);
  });

  it('says what the part pays in the deal words, in four languages', () => {
    const share = { ...base, sub_affiliates: { share_of: 'commission' as const, rate: '0.05', months: 12 } };
    const players = { ...base, sub_affiliates: { per_qualified_player: '10.00', months: 1 } };
    expect(dealSummary(share).at(-1)).toBe(
      'Sub-affiliates: 5% of each sub-affiliate’s commission, for 12 months from their approval.',
    );
    expect(dealSummary(players).at(-1)).toBe(
      'Sub-affiliates: €10.00 for each of a sub-affiliate’s players who qualifies for the CPA, for 1 month from their approval.',
    );
    expect(dealSummaryIn('en', share)).toEqual(dealSummary(share));
    const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(dealSummaryIn('pt-BR', share).at(-1))).toBe(
      'Subafiliados: 5% da comissão de cada subafiliado, por 12 meses a partir da aprovação dele.',
    );
    expect(
      plain(
        dealSummaryIn('es', { ...base, sub_affiliates: { share_of: 'ngr', rate: '0.10', months: 1 } }).at(-1),
      ),
    ).toBe('Subafiliados: 10 % del NGR de cada subafiliado, durante 1 mes desde su aprobación.');
    expect(plain(dealSummaryIn('de', players).at(-1))).toBe(
      'Sub-Affiliates: 10,00 € für jeden Spieler eines Sub-Affiliates, der sich für den CPA qualifiziert, 1 Monat lang ab seiner Freischaltung.',
    );
    expect(dealSummary(base)).not.toContain(expect.stringContaining('Sub-affiliates'));
  });
});
