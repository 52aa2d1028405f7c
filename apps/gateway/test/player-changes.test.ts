import {
  PLAYER_ATTRIBUTION_PERMANENT,
  PLAYER_MOVE_ONLY_CODE,
  PLAYER_MOVE_OTHER_CURRENCY,
  PLAYER_MOVE_REASON_REQUIRED,
  type OperatorPlayerChange,
  type PlayerChange,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { csvFile, putFeedFile } from './feed-files-helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, putPlayers } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

/**
 * Issue 39, the change log: a player moved by a feed row (`move` with a reason) or by the console, a
 * player deleted or marked a duplicate, a closed month's day restated. Each affiliate reads its own side
 * only; the figures of both affiliates add up before and after a move (closed months and the days
 * before the move stay with the old affiliate, the player counts for the new one from the move's day).
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();
const today = iso(now);
const thisMonth = `${today.slice(0, 7)}-01`;
const lastMonth = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
/** A day of the closed month, and a day of the running month before today (today itself on the 1st). */
const closedDay = `${lastMonth.slice(0, 8)}05`;
const earlierDay = today === thisMonth ? null : thisMonth;
/** Another affiliate paid in euros like demo (the seeded rival is paid in pounds). */
const NORTH = { username: 'north-partner', password: 'amber-harbour-lantern-42', code: 'NORTH-PARTNER' };

describe('the change log of players moved, removed and restated', () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let demoId: number;
  let rivalId: number;
  let marketing: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;

  const changesOf = async (who: SignedIn, id: number, query = '') => {
    const response = await app.inject({
      url: `/api/v1/affiliate/${id}/changes${query}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: PlayerChange[]; meta: { total: number } };
  };
  /** What the dashboard and reports add up: the affiliate's day rollup and its traffic sources. */
  const figures = async (affiliateId: number) =>
    app.ctx.db.one<Record<string, string>>(
      `SELECT (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_daily WHERE member_id = $1 AND category <> 'all') AS winloss,
              (SELECT coalesce(sum(deposits), 0)::text FROM affiliate_daily WHERE member_id = $1 AND category <> 'all') AS deposits,
              (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_source_daily WHERE member_id = $1) AS source_winloss,
              (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_monthly_figures WHERE member_id = $1 AND category = 'all') AS monthly_winloss`,
      [affiliateId],
    );
  const action = (customerId: number, what: string, payload: object, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/players/${customerId}/${what}`,
      headers,
      payload,
    });

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: {
        ...NORTH,
        email: 'north@example.com',
        firstName: 'North',
        lastName: 'Partner',
        country: 'DE',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    rival = await signIn(app, NORTH.username, NORTH.password);
    demoId = await affiliateIdOf(app, DEMO.username);
    rivalId = await affiliateIdOf(app, NORTH.username);
    marketing = await consoleOperator(app, 'marketing');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
    await mustPutPlayers(
      app,
      [9001, 9002, 9003, 9004, 9005, 9006].map((customer_id) => ({
        customer_id,
        referral_code: 'GOLDDEMO',
        date_joined: lastMonth,
      })),
    );
    await mustPutActivity(app, [
      { customer_id: 9001, day: closedDay, deposits: '50.00', winloss: '100.00', bonuses: '10.00' },
      ...(earlierDay ? [{ customer_id: 9001, day: earlierDay, winloss: '40.00' }] : []),
      { customer_id: 9003, day: closedDay, winloss: '25.00' },
    ]);
    const closed = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/periods/${lastMonth.slice(0, 7)}/close`,
      headers: operatorHeaders,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
  afterAll(() => closeTestApp(app));

  it('refuses a row with another affiliate’s code unless it says move with a reason', async () => {
    const silent = await putPlayers(app, [
      { customer_id: 9001, referral_code: 'NORTH-PARTNER', date_joined: lastMonth },
    ]);
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors).toEqual({ 'players.0.referral_code': [PLAYER_ATTRIBUTION_PERMANENT] });
    const noReason = await putPlayers(app, [
      { customer_id: 9001, referral_code: 'NORTH-PARTNER', date_joined: lastMonth, move: true },
    ]);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ 'players.0.reason': [PLAYER_MOVE_REASON_REQUIRED] });
    const moreThanTheCode = await putPlayers(app, [
      {
        customer_id: 9001,
        referral_code: 'NORTH-PARTNER',
        date_joined: today,
        move: true,
        reason: 'Re-tagged',
      },
    ]);
    expect(moreThanTheCode.json().errors).toEqual({ 'players.0.referral_code': [PLAYER_MOVE_ONLY_CODE] });
    const otherCurrency = await putPlayers(app, [
      {
        customer_id: 9001,
        referral_code: 'RIVAL01',
        date_joined: lastMonth,
        move: true,
        reason: 'Re-tagged',
      },
    ]);
    expect(otherCurrency.json().errors).toEqual({ 'players.0.referral_code': [PLAYER_MOVE_OTHER_CURRENCY] });
    const { rows } = await app.ctx.db.query('SELECT 1 FROM player_changes WHERE customer_id = 9001');
    expect(rows).toEqual([]);
  });

  it('moves a player by a feed row with move and a reason: both logs show it, neither names the other', async () => {
    const before = { demo: await figures(demoId), rival: await figures(rivalId) };
    await mustPutPlayers(app, [
      {
        customer_id: 9001,
        referral_code: 'NORTH-PARTNER',
        date_joined: lastMonth,
        move: true,
        reason: 'The brand found the player signed up through a partner link.',
      },
    ]);
    // The days before the move (the closed month and the running month's earlier days) stay with demo.
    expect(await figures(demoId)).toEqual(before.demo);
    expect(await figures(rivalId)).toEqual(before.rival);

    const demoLog = await changesOf(demo, demoId);
    const out = demoLog.data.find((entry) => entry.customer_id === 9001);
    expect(out).toMatchObject({
      kind: 'player_moved_out',
      by: 'feed',
      reason: 'The brand found the player signed up through a partner link.',
      details: { referral_code: 'GOLDDEMO', effective_from: today },
    });
    expect(JSON.stringify(demoLog)).not.toMatch(/NORTH-PARTNER|north/i);
    expect(JSON.stringify(demoLog)).not.toContain(`"${rivalId}"`);

    const rivalLog = await changesOf(rival, rivalId, '?customer_id=9001');
    expect(rivalLog.data).toHaveLength(1);
    expect(rivalLog.data[0]).toMatchObject({
      kind: 'player_moved_in',
      by: 'feed',
      details: { referral_code: 'NORTH-PARTNER', effective_from: today },
    });
    expect(JSON.stringify(rivalLog)).not.toMatch(/GOLDDEMO|GOLDSPORT|"demo"/i);

    // Demo is told, in a notice naming the player, not the other affiliate, filed as a change (its "View"
    // opens the Changes screen).
    const notices = await app.ctx.db.query<{ kind: string; title: string; body: string }>(
      `SELECT kind, title, body FROM notifications WHERE member_id = $1 AND title LIKE '%9001%'`,
      [demoId],
    );
    expect(notices.rows).toHaveLength(1);
    expect(notices.rows[0]!.kind).toBe('changes');
    expect(notices.rows[0]!.body).not.toMatch(/north/i);

    // A later row with the old code is refused: the player never goes back silently.
    const back = await putPlayers(app, [
      { customer_id: 9001, referral_code: 'GOLDDEMO', date_joined: lastMonth },
    ]);
    expect(back.json().errors).toEqual({ 'players.0.referral_code': [PLAYER_ATTRIBUTION_PERMANENT] });
  });

  it('moves a player by a CSV file row with move and a reason, logged on both sides as by file with its upload', async () => {
    const reason = 'Re-tagged after the brand’s audit';
    const answer = await putFeedFile(
      app,
      'players',
      csvFile([
        'customer_id,referral_code,date_joined,category,country,move,reason',
        `9006,NORTH-PARTNER,${lastMonth},casino,DE,true,${reason}`,
      ]),
      { file_name: 'moves.csv' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const uploadId = (answer.json() as { data: { upload_id: number; result: string } }).data.upload_id;
    expect(answer.json().data.result).toBe('stored');

    const out = (await changesOf(demo, demoId, '?customer_id=9006')).data;
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'player_moved_out', by: 'file', upload_id: uploadId, reason });
    const into = (await changesOf(rival, rivalId, '?customer_id=9006')).data;
    expect(into).toHaveLength(1);
    expect(into[0]).toMatchObject({ kind: 'player_moved_in', by: 'file', upload_id: uploadId, reason });
  });

  it('counts the moved player’s days for the affiliate it had on each day; both add up', async () => {
    const before = { demo: await figures(demoId), rival: await figures(rivalId) };
    const sum = (a: Record<string, string>, b: Record<string, string>) =>
      Object.fromEntries(Object.keys(a).map((k) => [k, (Number(a[k]) + Number(b[k])).toFixed(2)]));
    const total = sum(before.demo, before.rival);
    // Today (from the move on) counts for rival; an earlier day restated counts for demo.
    await mustPutActivity(app, [
      { customer_id: 9001, day: today, winloss: '30.00', deposits: '20.00' },
      ...(earlierDay ? [{ customer_id: 9001, day: earlierDay, winloss: '45.00' }] : []),
    ]);
    const after = { demo: await figures(demoId), rival: await figures(rivalId) };
    expect(Number(after.rival.winloss) - Number(before.rival.winloss)).toBeCloseTo(30);
    expect(Number(after.rival.source_winloss) - Number(before.rival.source_winloss)).toBeCloseTo(30);
    expect(Number(after.demo.winloss) - Number(before.demo.winloss)).toBeCloseTo(earlierDay ? 5 : 0);
    expect(sum(after.demo, after.rival)).toEqual(
      Object.fromEntries(
        Object.entries(total).map(([k, v]) => [
          k,
          (Number(v) + (k === 'deposits' ? 20 : 30 + (earlierDay ? 5 : 0))).toFixed(2),
        ]),
      ),
    );
    // A later category change of the moved player moves only the days it counts for its new affiliate.
    await mustPutPlayers(app, [
      { customer_id: 9001, referral_code: 'NORTH-PARTNER', date_joined: lastMonth, category: 'sports' },
    ]);
    expect(await figures(demoId)).toEqual(after.demo);
    expect(await figures(rivalId)).toEqual(after.rival);
    const negative = await app.ctx.db.query(
      `SELECT day, category, winloss FROM affiliate_daily WHERE member_id = $1 AND winloss < 0`,
      [rivalId],
    );
    expect(negative.rows).toEqual([]);
    // Rival's traffic sources never show demo's code.
    const { rows } = await app.ctx.db.query(
      `SELECT 1 FROM affiliate_source_daily WHERE member_id = $1 AND lower(referral_code) = 'golddemo'`,
      [rivalId],
    );
    expect(rows).toEqual([]);
  });

  it('writes a closed month’s restated day on the log of the affiliate it counted for, with before and after', async () => {
    await mustPutActivity(app, [
      { customer_id: 9001, day: closedDay, deposits: '50.00', winloss: '80.00', bonuses: '10.00' },
    ]);
    const log = await changesOf(demo, demoId, '?kind=activity_restated');
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      kind: 'activity_restated',
      day: closedDay,
      amount: '-20.00',
      currency: 'EUR',
      by: 'feed',
      customer_id: 9001,
      details: {
        players: 1,
        month: closedDay.slice(0, 7),
        before: { winloss: '100.00', bonuses: '10.00', ngr: '90.00', deposits: '50.00' },
        after: { winloss: '80.00', bonuses: '10.00', ngr: '70.00', deposits: '50.00' },
      },
    });
    expect((await changesOf(rival, rivalId, '?kind=activity_restated')).data).toEqual([]);
    // The same figures sent again restate nothing.
    await mustPutActivity(app, [
      { customer_id: 9001, day: closedDay, deposits: '50.00', winloss: '80.00', bonuses: '10.00' },
    ]);
    expect((await changesOf(demo, demoId, '?kind=activity_restated')).meta.total).toBe(1);
  });

  it('lets marketing move, delete and mark a duplicate with a reason; support and finance cannot', async () => {
    const reason = { reason: 'Agreed with both partners on the call of Monday.' };
    expect(
      (await action(9002, 'move', { to_referral_code: 'NORTH-PARTNER', ...reason }, support.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await action(9002, 'move', { to_referral_code: 'NORTH-PARTNER', ...reason }, finance.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await action(9002, 'move', { to_referral_code: 'NORTH-PARTNER' }, marketing.headers)).statusCode,
    ).toBe(422);
    expect((await action(9002, 'delete', {}, marketing.headers)).statusCode).toBe(422);
    expect((await action(9002, 'duplicate', { of_customer_id: 9003 }, marketing.headers)).statusCode).toBe(
      422,
    );
    expect(
      (await action(9002, 'duplicate', { of_customer_id: 9002, ...reason }, marketing.headers)).statusCode,
    ).toBe(422);
    expect((await action(424242, 'delete', reason, marketing.headers)).statusCode).toBe(404);

    const moved = await action(
      9002,
      'move',
      { to_referral_code: 'NORTH-PARTNER', ...reason },
      marketing.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const entries = moved.json().data as OperatorPlayerChange[];
    expect(entries.map((e) => [e.kind, e.member_id, e.by, e.by_operator])).toEqual([
      ['player_moved_out', demoId, 'operator', marketing.email],
      ['player_moved_in', rivalId, 'operator', marketing.email],
    ]);
    // The affiliate who lost the player is told by a change notice and, commission emails being on, by mail.
    const told = await app.ctx.db.query<{ kind: string }>(
      `SELECT kind FROM notifications WHERE member_id = $1 AND title LIKE '%9002%'`,
      [demoId],
    );
    expect(told.rows).toEqual([{ kind: 'changes' }]);
    const mailed = await app.ctx.db.query(
      `SELECT 1 FROM mail_outbox WHERE recipient = (SELECT email FROM members WHERE id = $1) AND text LIKE '%9002%'`,
      [demoId],
    );
    expect(mailed.rows).toHaveLength(1);
    const again = await action(
      9002,
      'move',
      { to_referral_code: 'NORTH-PARTNER', ...reason },
      marketing.headers,
    );
    expect(again.statusCode).toBe(409);

    const demoBefore = await figures(demoId);
    const deleted = await action(9003, 'delete', reason, marketing.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json().data as OperatorPlayerChange[]).map((e) => e.kind)).toEqual(['player_deleted']);
    // The closed month keeps the deleted player; a day from today on counts for nobody.
    await mustPutActivity(app, [{ customer_id: 9003, day: today, winloss: '500.00' }]);
    expect(await figures(demoId)).toEqual(demoBefore);
    expect((await action(9003, 'delete', reason, marketing.headers)).statusCode).toBe(409);

    const duplicate = await action(9004, 'duplicate', { of_customer_id: 9005, ...reason }, marketing.headers);
    expect(duplicate.statusCode, duplicate.body).toBe(200);

    const log = await changesOf(demo, demoId);
    const kinds = log.data.map((e) => [e.kind, e.customer_id]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['player_duplicate', 9004],
        ['player_deleted', 9003],
        ['player_moved_out', 9002],
      ]),
    );
    const dup = log.data.find((e) => e.kind === 'player_duplicate');
    expect(dup).toMatchObject({ by: 'operator', reason: reason.reason, details: { of_customer_id: 9005 } });
    // The affiliate never reads the operator's name.
    expect(JSON.stringify(log)).not.toContain(marketing.email);

    // Audited with the reason, by the operator who acted.
    const audit = await auditRows(app, 'operator.movePlayer');
    expect(audit.at(-1)?.operator_id).toBe(marketing.id);
    expect(audit.at(-1)?.detail).toMatchObject({ reason: reason.reason, toReferralCode: 'NORTH-PARTNER' });

    // Support reads a player's whole history, both sides and who made it.
    const history = await app.inject({
      url: '/api/v1/operator/players/9002/changes',
      headers: support.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(
      (history.json().data as OperatorPlayerChange[]).map((e) => [e.kind, e.member_id, e.by_operator]),
    ).toEqual(
      expect.arrayContaining([
        ['player_moved_out', demoId, marketing.email],
        ['player_moved_in', rivalId, marketing.email],
      ]),
    );
  });

  it('writes a deal’s changes on the affiliate’s log: before and after, in its words', async () => {
    const document = {
      name: 'Change log deal',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
      admin_fee_rate: '0.10',
    };
    const deals = '/api/v1/operator/deals';
    const saved = await app.inject({
      method: 'POST',
      url: deals,
      headers: operatorHeaders,
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/v1/operator/affiliates/${rivalId}/deal`,
      headers: operatorHeaders,
      payload: { deal: 'Change log deal' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const next = { ...document, revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] } };
    const version = await app.inject({ method: 'POST', url: deals, headers: operatorHeaders, payload: next });
    expect(version.statusCode, version.body).toBe(201);

    const log = (await changesOf(rival, rivalId, '?kind=deal_changed')).data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      kind: 'deal_changed',
      by: 'operator',
      details: {
        before: {
          name: 'Change log deal',
          version: 1,
          summary: expect.arrayContaining(['Revenue share: 30% of NGR.']),
        },
        after: {
          name: 'Change log deal',
          version: 2,
          summary: expect.arrayContaining(['Revenue share: 35% of NGR.']),
        },
      },
    });
    expect(log[1]).toMatchObject({ details: { after: { name: 'Change log deal', version: 1 } } });
    expect((await changesOf(demo, demoId, '?kind=deal_changed')).data).toEqual([]);
  });

  it('keeps each affiliate to its own log', async () => {
    const other = await app.inject({ url: `/api/v1/affiliate/${rivalId}/changes`, headers: demo.headers });
    expect(other.statusCode).toBe(403);
    const paged = await changesOf(demo, demoId, '?per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBeGreaterThan(2);
  });
});
