import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  CLICKS_LAG_MS,
  CLICKS_RECHECK_MS,
  FiguresCache,
  type StoredClicks,
} from '../src/caches/figures-cache.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/** A read whose end the test decides. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('FiguresCache', () => {
  const trusted = () => {
    const cache = new FiguresCache(1_000, 3);
    cache.setTrusted(true);
    return cache;
  };
  let reads = 0;
  const rowsOf = (answer: string) => answer.length;
  const read = (value: string) => async () => {
    reads += 1;
    return value;
  };

  it('answers a repeated question from memory until the member is noticed, and only that member', async () => {
    const cache = trusted();
    reads = 0;
    expect(await cache.answer(1, 'a', 0, read('one'), rowsOf)).toBe('one');
    expect(await cache.answer(1, 'a', 10, read('two'), rowsOf)).toBe('one');
    expect(await cache.answer(2, 'b', 10, read('other'), rowsOf)).toBe('other');
    expect(reads).toBe(2);
    cache.heard('3,1');
    expect(await cache.answer(1, 'a', 20, read('three'), rowsOf)).toBe('three');
    expect(await cache.answer(2, 'b', 20, read('not read'), rowsOf)).toBe('other');
    cache.heard('*');
    expect(await cache.answer(2, 'b', 30, read('afresh'), rowsOf)).toBe('afresh');
  });

  it('does not keep an answer read while a change of the member was heard', async () => {
    const cache = trusted();
    const slow = deferred<string>();
    const pending = cache.answer(1, 'a', 0, () => slow.promise, rowsOf);
    cache.heard('1');
    slow.resolve('read before the change');
    expect(await pending).toBe('read before the change');
    expect(await cache.answer(1, 'a', 1, read('after the change'), rowsOf)).toBe('after the change');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing while changes are not heard, nor what was read before they stopped', async () => {
    const cache = trusted();
    const slow = deferred<string>();
    const pending = cache.answer(1, 'a', 0, () => slow.promise, rowsOf);
    cache.setTrusted(false);
    slow.resolve('old');
    await pending;
    expect(await cache.answer(1, 'a', 1, read('x'), rowsOf)).toBe('x');
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    expect(await cache.answer(1, 'a', 2, read('kept'), rowsOf)).toBe('kept');
    expect(await cache.answer(1, 'a', 3, read('y'), rowsOf)).toBe('kept');
  });

  it('keeps its rows under the bound, the oldest answers going first, and an answer over it not at all', async () => {
    const cache = new FiguresCache(1_000, 100, 10);
    cache.setTrusted(true);
    await cache.answer(1, 'a', 0, read('aaaa'), rowsOf);
    await cache.answer(1, 'b', 0, read('bbbb'), rowsOf);
    expect(cache.size).toBe(2);
    await cache.answer(2, 'c', 0, read('cccc'), rowsOf);
    expect(cache.size).toBe(2);
    expect(await cache.answer(1, 'a', 1, read('a read again'), rowsOf)).toBe('a read again');
    expect(await cache.answer(3, 'd', 1, read('more than ten rows'), rowsOf)).toBe('more than ten rows');
    expect(await cache.answer(3, 'd', 2, read('read again'), rowsOf)).toBe('read again');
  });

  it('forgets an answer past its time to live, the oldest past its bound, and never keeps a refusal', async () => {
    const cache = trusted();
    await cache.answer(1, 'a', 0, read('a'), rowsOf);
    expect(await cache.answer(1, 'a', 1_000, read('a again'), rowsOf)).toBe('a again');
    await cache.answer(1, 'b', 1_000, read('b'), rowsOf);
    await cache.answer(2, 'c', 1_000, read('c'), rowsOf);
    await cache.answer(2, 'd', 1_000, read('d'), rowsOf);
    expect(cache.size).toBe(3);
    expect(await cache.answer(1, 'a', 1_001, read('a evicted'), rowsOf)).toBe('a evicted');
    await expect(
      cache.answer(3, 'e', 1_001, () => Promise.reject(new Error('refused')), rowsOf),
    ).rejects.toThrow('refused');
    expect(await cache.answer(3, 'e', 1_002, read('e'), rowsOf)).toBe('e');
  });

  describe('clicks stored by this process', () => {
    /** An answer counting clicks: its text and, after a colon, its clicks. */
    const addClicks = (answer: string, clicks: StoredClicks) => {
      const [text, count] = answer.split(':');
      return `${text}:${Number(count) + [...clicks.byDay.values()].reduce((a, b) => a + b, 0)}`;
    };
    const onTheDay: StoredClicks = {
      byDay: new Map([['2025-03-10', 2]]),
      latest: new Date('2025-03-10T12:00:00Z'),
    };
    let clock = 0;
    const withClock = () => {
      const cache = new FiguresCache(60_000, 100, 1_000, () => clock);
      cache.setTrusted(true);
      clock = 0;
      reads = 0;
      return cache;
    };

    it('are added to the answers that count them, leave those that count none, and make the others go', async () => {
      const cache = withClock();
      await cache.answer(1, 'dashboard', 0, read('d:5'), rowsOf, addClicks);
      await cache.answer(1, 'players', 0, read('p'), rowsOf, 'none');
      await cache.answer(1, 'by sub-ID', 0, read('s:5'), rowsOf, () => null);
      await cache.answer(1, 'old kind', 0, read('o:5'), rowsOf);
      await cache.answer(2, 'dashboard of 2', 0, read('other:1'), rowsOf, addClicks);
      clock = 500;
      cache.clicksStored(1, onTheDay);
      expect(await cache.answer(1, 'dashboard', 1, read('not read'), rowsOf, addClicks)).toBe('d:7');
      expect(await cache.answer(1, 'players', 1, read('not read'), rowsOf, 'none')).toBe('p');
      expect(await cache.answer(1, 'by sub-ID', 1, read('s:7'), rowsOf, () => null)).toBe('s:7');
      expect(await cache.answer(1, 'old kind', 1, read('o:7'), rowsOf)).toBe('o:7');
      expect(await cache.answer(2, 'dashboard of 2', 1, read('not read'), rowsOf, addClicks)).toBe('other:1');
      expect(reads).toBe(7);

      // One read while clicks were stored: kept only if it can be read again for them.
      const slow = deferred<string>();
      const pending = cache.answer(1, 'old kind, again', 2, () => slow.promise, rowsOf);
      cache.clicksStored(1, onTheDay);
      slow.resolve('o:7, maybe');
      await pending;
      expect(await cache.answer(1, 'old kind, again', 3, read('o:9'), rowsOf)).toBe('o:9');
    });

    it('an answer read while they were stored is read again behind its requests, and not served past the lag', async () => {
      const cache = withClock();
      const slow = deferred<string>();
      const pending = cache.answer(1, 'dashboard', 0, () => slow.promise, rowsOf, addClicks);
      cache.clicksStored(1, onTheDay);
      slow.resolve('d:5');
      expect(await pending).toBe('d:5');
      // It may or may not hold those 2 clicks: kept, and the next ones added to it.
      clock = 100;
      cache.clicksStored(1, onTheDay);
      expect(await cache.answer(1, 'dashboard', 1, read('not read'), rowsOf, addClicks)).toBe('d:7');
      expect(reads).toBe(0);
      // From CLICKS_RECHECK_MS it is still sent, once read again behind the request.
      clock = CLICKS_RECHECK_MS;
      expect(await cache.answer(1, 'dashboard', 2, read('d:9'), rowsOf, addClicks)).toBe('d:7');
      expect(reads).toBe(1);
      expect(await cache.answer(1, 'dashboard', 3, read('not read'), rowsOf, addClicks)).toBe('d:9');
      expect(reads).toBe(1);

      // Another read under clicks, not asked again until the lag: read before it is sent.
      const again = deferred<string>();
      cache.heard('1');
      const second = cache.answer(1, 'dashboard', 4, () => again.promise, rowsOf, addClicks);
      cache.clicksStored(1, onTheDay);
      again.resolve('d:11');
      await second;
      clock += CLICKS_LAG_MS;
      expect(await cache.answer(1, 'dashboard', 5, read('d:13'), rowsOf, addClicks)).toBe('d:13');
    });

    it('an answer whose read ended just before a flush was told may have seen it: read again too', async () => {
      const cache = withClock();
      await cache.answer(1, 'dashboard', 0, read('d:5'), rowsOf, addClicks);
      clock = 50;
      cache.clicksStored(1, onTheDay);
      clock = 60 + CLICKS_RECHECK_MS;
      expect(await cache.answer(1, 'dashboard', 1, read('d:7'), rowsOf, addClicks)).toBe('d:7');
      expect(reads).toBe(2);
      clock = 1_000;
      cache.clicksStored(1, onTheDay);
      clock = 5_000;
      expect(await cache.answer(1, 'dashboard', 2, read('not read'), rowsOf, addClicks)).toBe('d:9');
      expect(reads).toBe(2);
    });

    it("this process's own click notice changes nothing here, another process's makes the member's answers go", async () => {
      const cache = withClock();
      const other = withClock();
      await cache.answer(1, 'dashboard', 0, read('d:5'), rowsOf, addClicks);
      clock = 1_000;
      cache.clicksStored(1, onTheDay);
      cache.heard(cache.clicksNotice([1, 2]));
      expect(await cache.answer(1, 'dashboard', 1, read('not read'), rowsOf, addClicks)).toBe('d:7');
      cache.heard(other.clicksNotice([3, 1]));
      expect(await cache.answer(1, 'dashboard', 2, read('d:8'), rowsOf, addClicks)).toBe('d:8');
    });
  });
});

/**
 * The dashboard, a report and the referred players' page through the gateway as `npm start` runs it:
 * a second request is answered from memory, and every way the figures change shows in the very next
 * answer.
 */
describe('cached figures through the gateway', () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  const clock = new Date('2025-03-10T12:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    demoId = await affiliateIdOf(app, DEMO.username);
    await mustPutPlayers(app, [
      {
        customer_id: 501,
        date_joined: '2025-03-02',
        registered_at: '2025-03-02T10:00:00Z',
        category: 'casino',
      },
      { customer_id: 502, referral_code: 'RIVAL01', date_joined: '2025-03-02', category: 'casino' },
    ]);
    await mustPutActivity(app, [
      { customer_id: 501, day: '2025-03-03', deposits: '10.00', turnover: '100.00', winloss: '10.00' },
    ]);
    demo = await signIn(app, DEMO.username, DEMO.password);
  });
  afterAll(async () => closeTestApp(app));

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: demo.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const dashboard = () => get(`/api/v1/affiliate/${demoId}/dashboard`);
  const report = () => get(`/api/v1/affiliate/${demoId}/reports?group=sub1`);
  const players = () => get(`/api/v1/affiliate/${demoId}/member?deposited=false`);
  const readAll = async () => ({
    dashboard: await dashboard(),
    report: await report(),
    players: await players(),
  });

  it('answers again from memory, per affiliate, and an ingest batch shows at once', async () => {
    const before = await readAll();
    expect(before.dashboard.data.totals).toMatchObject({ turnover: '100.00', deposits: '10.00' });
    expect(app.ctx.figures.size).toBe(3);
    expect(await readAll()).toEqual(before);
    expect(app.ctx.figures.size).toBe(3);

    // Another affiliate's batch leaves these answers alone.
    await mustPutActivity(app, [
      { customer_id: 502, day: '2025-03-04', currency: 'GBP', turnover: '5.00', winloss: '1.00' },
    ]);
    expect(app.ctx.figures.size).toBe(3);

    await mustPutActivity(app, [
      { customer_id: 501, day: '2025-03-04', deposits: '5.00', turnover: '50.00', winloss: '-5.00' },
    ]);
    const after = await readAll();
    expect(after.dashboard.data.totals).toMatchObject({ turnover: '150.00', deposits: '15.00' });
    expect(after.report.data.totals.current.deposits).toBe('15.00');
    expect(after.players.data.find((p: { customer_id: number }) => p.customer_id === 501)).toMatchObject({
      turnover: '150.00',
    });

    await mustPutPlayers(app, [{ customer_id: 503, date_joined: '2025-03-05', category: 'sports' }]);
    expect((await players()).meta.total).toBe(2);
    expect((await dashboard()).data.totals.signups).toBe(2);
  });

  it('sends a kept answer again with the same text and compressed bytes, negotiated as the first, and new ones once the figures change', async () => {
    const url = `/api/v1/affiliate/${demoId}/dashboard?from=2023-03-13&granularity=week`;
    const ask = async (acceptEncoding?: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: {
          ...demo.headers,
          ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const encoding = response.headers['content-encoding'];
      const raw = response.rawPayload;
      const text =
        encoding === 'br'
          ? brotliDecompressSync(raw).toString()
          : encoding === 'gzip'
            ? gunzipSync(raw).toString()
            : raw.toString();
      expect(Number(response.headers['content-length'])).toBe(raw.length);
      return { encoding, vary: response.headers.vary, text };
    };
    const first = await ask('gzip, deflate, br');
    expect(first.encoding).toBe('br');
    expect(first.text.length).toBeGreaterThan(14 * 1024);
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip, deflate, br', 'gzip', 'identity', undefined]) {
      const again = await ask(acceptEncoding);
      expect(again.text).toBe(first.text);
      expect(again.encoding).toBe(
        acceptEncoding === undefined || acceptEncoding === 'identity'
          ? undefined
          : acceptEncoding === 'gzip'
            ? 'gzip'
            : 'br',
      );
      if (again.encoding) expect(again.vary).toMatch(/accept-encoding/i);
    }
    const noCompression = await app.inject({
      method: 'GET',
      url,
      headers: { ...demo.headers, 'accept-encoding': 'gzip, deflate, br', 'x-no-compression': '1' },
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    expect(noCompression.body).toBe(first.text);

    await mustPutActivity(app, [{ customer_id: 501, day: '2025-03-06', turnover: '1.00', winloss: '1.00' }]);
    const changed = await ask('gzip, deflate, br');
    expect(changed.text).not.toBe(first.text);
    expect(JSON.parse(changed.text).data.totals.turnover).toBe(
      (Number(JSON.parse(first.text).data.totals.turnover) + 1).toFixed(2),
    );
    expect((await ask('gzip, deflate, br')).text).toBe(changed.text);
  });

  it('keeps the current period and the referral counts too, and shows an ingest batch and a change of the active players at once', async () => {
    const period = () => get('/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period');
    const counts = () => get(`/api/v1/affiliate/${demoId}/referral-count`);
    const before = { period: await period(), counts: await counts() };
    const kept = app.ctx.figures.size;
    expect({ period: await period(), counts: await counts() }).toEqual(before);
    expect(app.ctx.figures.size).toBe(kept);

    await mustPutPlayers(app, [
      {
        customer_id: 504,
        date_joined: '2025-03-07',
        registered_at: '2025-03-07T09:00:00Z',
        category: 'casino',
      },
    ]);
    await mustPutActivity(app, [
      { customer_id: 504, day: '2025-03-07', deposits: '20.00', turnover: '200.00', winloss: '20.00' },
    ]);
    const after = { period: await period(), counts: await counts() };
    expect(Number(after.period.data.turnover)).toBe(Number(before.period.data.turnover) + 200);
    expect(after.counts.data.total).toBe(before.counts.data.total + 1);
    expect(after.counts.data.active_this_period).toBe(before.counts.data.active_this_period + 1);

    // Written past the ingest: migration 046's notice of affiliate_monthly is what makes it show.
    await app.ctx.db.query(
      `UPDATE affiliate_monthly SET active_players = active_players + 40 WHERE member_id = $1 AND month = '2025-03-01'`,
      [demoId],
    );
    expect((await counts()).data.active_this_period).toBe(after.counts.data.active_this_period + 40);
  });

  it('shows a click in the next answer once its redirect has answered', async () => {
    const clicks = (await dashboard()).data.totals.clicks as number;
    const sub1 = (await report()).data.rows.length as number;
    const redirect = await app.inject({
      method: 'GET',
      url: '/r/GOLDDEMO?sub1=cached',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(redirect.statusCode).toBe(302);
    expect((await dashboard()).data.totals.clicks).toBe(clicks + 1);
    expect((await report()).data.rows).toHaveLength(sub1 + 1);
  });

  it('adds a click to the kept dashboards and time reports, exactly as they read afresh, and keeps the others', async () => {
    const urls = [
      `/api/v1/affiliate/${demoId}/dashboard`,
      `/api/v1/affiliate/${demoId}/dashboard?from=2025-02-05&granularity=week`,
      `/api/v1/affiliate/${demoId}/dashboard?from=2024-12-10&granularity=month&category=sports`,
      `/api/v1/affiliate/${demoId}/reports?group=day&compare=previous`,
      `/api/v1/affiliate/${demoId}/reports?group=week&from=2025-02-05&order=desc`,
      `/api/v1/affiliate/${demoId}/reports?group=month&from=2024-03-01&compare=last-year`,
      `/api/v1/affiliate/${demoId}/reports?group=sub1&from=2025-03-01`,
      `/api/v1/affiliate/${demoId}/member?deposited=false`,
    ];
    // Mid-week and mid-month, so a click's bucket is not its day; signed in on that day.
    clock.setTime(Date.parse('2025-03-12T12:00:00Z'));
    onTestFinished(() => void clock.setTime(Date.parse('2025-03-10T12:00:00Z')));
    const { headers } = await signIn(app, DEMO.username, DEMO.password);
    const readEach = async () => {
      const answers = [];
      for (const url of urls) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, response.body).toBe(200);
        answers.push(response.json());
      }
      return answers;
    };
    const before = await readEach();
    // Written behind the cache's back (no trigger, so no notice): only a kept answer still shows 100.00.
    await app.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(
        "UPDATE affiliate_daily SET turnover = turnover + 1 WHERE member_id = $1 AND day = '2025-03-03'",
        [demoId],
      );
    });
    for (const sub1 of ['storm', 'storm', 'calm']) {
      const redirect = await app.inject({
        method: 'GET',
        url: `/r/GOLDDEMO?sub1=${sub1}`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
        remoteAddress: '203.0.113.9',
      });
      expect(redirect.statusCode).toBe(302);
    }
    const added = await readEach();
    expect(added[0].data.totals.clicks).toBe(before[0].data.totals.clicks + 3);
    expect(added[0].data.totals.turnover).toBe(before[0].data.totals.turnover);
    expect(added[6].data.rows.length).toBe(before[6].data.rows.length + 2);
    expect(added[7]).toEqual(before[7]);

    // Read afresh: the same answers, the turnover written behind the cache's back aside.
    app.ctx.figures.heard(String(demoId));
    const afresh = await readEach();
    expect(Number(afresh[0].data.totals.turnover)).toBe(Number(before[0].data.totals.turnover) + 1);
    const withoutTurnover = (answers: { data: unknown }[]) =>
      JSON.parse(
        JSON.stringify(answers.slice(0, 6), (key, value) => (key === 'turnover' ? undefined : value)),
      );
    expect(withoutTurnover(added)).toEqual(withoutTurnover(afresh));
    expect(added.slice(3, 6)).toEqual(afresh.slice(3, 6));
    await app.ctx.db.query(
      "UPDATE affiliate_daily SET turnover = turnover - 1 WHERE member_id = $1 AND day = '2025-03-03'",
      [demoId],
    );
  });

  it('hears a change this process commits before the commit returns, whichever of its connections made it', async () => {
    const set = [0.31, 0.32, 0.33, 0.34, 0.36];
    const shown: number[] = [];
    for (const share of set) {
      await dashboard();
      await app.ctx.db.query('UPDATE commission_plan_versions SET revenue_share = $2 WHERE member_id = $1', [
        demoId,
        share,
      ]);
      shown.push(Number((await dashboard()).meta.commission_plan.revenue_share));
    }
    expect(shown).toEqual(set);
  });

  it('hears a change made by another connection, as the operator CLI or psql would make it', async () => {
    const { currency, commission_plan: plan } = (await dashboard()).meta;
    expect(currency).toBe('EUR');
    // On PGlite the process has one connection; on a server, a pool of its own, as another process has.
    const other =
      app.ctx.config.database.kind === 'pg' ? await openDatabase(app.ctx.config.database) : app.ctx.db;
    try {
      await other.query(
        'UPDATE commission_plan_versions SET revenue_share = revenue_share / 2 WHERE member_id = $1',
        [demoId],
      );
      await expect
        .poll(async () => Number((await dashboard()).meta.commission_plan.revenue_share), { timeout: 5_000 })
        .toBe(Number(plan.revenue_share) / 2);
      // Both answers kept first (the clock stands still, so only the notice can make them go): polling one
      // that was not kept would see the change at once and say nothing of the other's.
      expect((await players()).meta.currency).toBe('EUR');
      expect((await dashboard()).meta.currency).toBe('EUR');
      await other.query("UPDATE members SET currency = 'GBP' WHERE id = $1", [demoId]);
      await expect
        .poll(async () => [(await players()).meta.currency, (await dashboard()).meta.currency], {
          timeout: 5_000,
        })
        .toEqual(['GBP', 'GBP']);
    } finally {
      if (other !== app.ctx.db) await other.close();
    }
  });
});
