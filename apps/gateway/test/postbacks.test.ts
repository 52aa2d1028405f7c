import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDuePostbacks } from '../src/modules/postbacks/delivery.ts';
import { sealPostbackSecret } from '../src/modules/postbacks/secrets.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, putPlayers } from './ingest-helpers.ts';
import { PostbackReceiver, signatureVerifies } from './postback-receiver.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let app: FastifyInstance;
let receiver: PostbackReceiver;
let tracker: string;
let clock = new Date('2024-05-10T12:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;
let rival: SignedIn;
let secret: string;
let nextCustomer = 7000;

beforeAll(async () => {
  receiver = new PostbackReceiver();
  tracker = await receiver.start();
  // The tracker listens on loopback, which a production gateway refuses: private networks are allowed
  // here as the configuration allows them for development (the refusal has its own app below).
  app = await buildTestApp({ now: () => clock, postbackAllowPrivateNetworks: true });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => {
  await closeTestApp(app);
  await receiver.stop();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer = { status: 200, body: 'OK' };
});

const api = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
  session: SignedIn = demo,
  id = demoId,
) =>
  app.inject({
    method,
    url: `/api/v1/affiliate/${id}/postbacks${path}`,
    headers: session.headers,
    ...(payload !== undefined && { payload }),
  });

/** Moves the clock on; a day later the affiliate signs in again (the session has expired meanwhile). */
async function moveClock(ms: number): Promise<void> {
  clock = new Date(clock.getTime() + ms);
  demo = await signIn(app, DEMO.username, DEMO.password);
}

async function clickLink(path: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': CHROME },
    remoteAddress: '203.0.113.9',
  });
  return new URL(String(response.headers.location)).searchParams.get('click_id')!;
}

/** Feeds `count` registered players of `code`, each with a click of its own. */
async function registerPlayers(
  count: number,
  code = 'GOLDDEMO',
  sub1 = 'spring',
): Promise<Array<{ customerId: number; clickId: string }>> {
  const players = [];
  for (let i = 0; i < count; i++)
    players.push({
      customerId: nextCustomer++,
      clickId: await clickLink(`/r/${code}?sub1=${encodeURIComponent(sub1)}&sub2=top`),
    });
  await mustPutPlayers(
    app,
    players.map((p) => ({
      customer_id: p.customerId,
      referral_code: code,
      date_joined: '2024-05-10',
      registered_at: '2024-05-10T11:00:00Z',
      click_id: p.clickId,
    })),
  );
  return players;
}

/**
 * Runs the sender (beside the gateway's own job) until `done` holds. With `progress`, the time allowed
 * runs from the last time it grew: a long run fails when it stalls, not when a busy machine makes it slow.
 */
async function eventually(
  done: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  progress?: () => number,
): Promise<void> {
  let until = Date.now() + timeoutMs;
  let reached = progress?.() ?? 0;
  while (!(await done())) {
    const now = progress?.();
    if (now !== undefined && now > reached) {
      reached = now;
      until = Date.now() + timeoutMs;
    }
    if (Date.now() > until) throw new Error('condition not met in time');
    await deliverDuePostbacks(app.ctx);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const deliveriesOf = async (affiliateId: number) =>
  (
    await app.ctx.db.query<{
      state: string;
      attempts: number;
      event: string;
      last_status: number | null;
      last_response: string | null;
    }>(
      'SELECT state, attempts, event, last_status, last_response FROM postback_deliveries WHERE member_id = $1 AND NOT is_test ORDER BY id',
      [affiliateId],
    )
  ).rows;

const clearDeliveries = () => app.ctx.db.query('DELETE FROM postback_deliveries');

describe('postback settings', () => {
  it('saves a template, creates the signing secret once and shows it only then', async () => {
    const saved = await api('PUT', '/events/registration', {
      url: `${tracker}/pb?cid={click_id}&s1={sub1}&s2={sub2}&ev={event}&p={player}&amt={amount}&cur={currency}&code={code}&ts={timestamp}&token=tracker-key`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    secret = saved.json().data.secret;
    expect(secret).toMatch(/^gpsec_[A-Za-z0-9_-]{43}$/);
    const again = await api('PUT', '/events/registration', {
      url: `${tracker}/pb?cid={click_id}&s1={sub1}&s2={sub2}&ev={event}&p={player}&amt={amount}&cur={currency}&code={code}&ts={timestamp}&token=tracker-key`,
    });
    expect(again.json().data.secret).toBeNull();
    const list = await api('GET', '');
    expect(list.json().data.postbacks).toMatchObject([
      { event: 'registration', method: 'GET', enabled: true, consecutive_failures: 0 },
    ]);
    expect(list.json().data.secret).toMatchObject({ previous_valid_until: null });
    expect(list.body).not.toContain(secret);
    // At rest the secret is sealed, not stored as it is.
    const stored = await app.ctx.db.one<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM postback_secrets WHERE member_id = $1',
      [demoId],
    );
    expect(stored.secret_sealed).not.toContain(secret.slice(6));
  });

  it('refuses unknown macros, a macro in the host name and an address that is not http(s), naming the field', async () => {
    for (const url of [
      `${tracker}/pb?x={clickid}`,
      'https://{sub1}.tracker.example/pb',
      // A URL parser reads `http:/x` as `http://x`: the sub-ID would be the host.
      'http:/{sub2}tracker.example/pb',
      'https://tracker.example:{sub2}/pb',
      'https://{sub2}@tracker.example/pb',
      '{sub1}://tracker.example/pb',
      'ftp://tracker.example/pb',
      'not an address',
    ]) {
      const response = await api('PUT', '/events/first_deposit', { url });
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['url']);
    }
  });

  it("keeps each affiliate's postbacks to itself", async () => {
    expect((await api('GET', '', undefined, rival)).statusCode).toBe(403);
    expect((await api('POST', '/events/registration/test', undefined, rival)).statusCode).toBe(403);
    expect((await api('GET', '', undefined, rival, rivalId)).json().data.postbacks).toEqual([]);
    // A registration of the rival's player sends nothing to the demo affiliate's tracker.
    await clearDeliveries();
    await registerPlayers(1, 'RIVAL01');
    expect(await deliveriesOf(demoId)).toEqual([]);
    expect(await deliveriesOf(rivalId)).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends a signed GET with the macros filled and encoded when a player with a click id is fed', async () => {
    await clearDeliveries();
    const [player] = await registerPlayers(1, 'GOLDDEMO', 'spring & summer/ü');
    await eventually(() => receiver.received.length === 1);
    const request = receiver.received[0]!;
    expect(request.method).toBe('GET');
    const query = new URLSearchParams(request.query);
    expect(Object.fromEntries(query)).toMatchObject({
      cid: player!.clickId,
      s1: 'spring & summer/ü',
      s2: 'top',
      ev: 'registration',
      amt: '',
      cur: 'EUR',
      code: 'GOLDDEMO',
      ts: String(Date.parse('2024-05-10T11:00:00Z') / 1000),
    });
    // The player is an opaque id: neither the brand's customer id nor the internal one.
    expect(query.get('p')).toMatch(/^[0-9a-f]{24}$/);
    expect(query.get('p')).not.toContain(String(player!.customerId));
    expect(signatureVerifies(request.headers['x-goldline-signature'], request.query, secret)).toBe(true);
    expect(
      signatureVerifies(request.headers['x-goldline-signature'], request.query, 'gpsec_someone-else'),
    ).toBe(false);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.state === 'delivered');
    expect((await deliveriesOf(demoId))[0]).toMatchObject({
      attempts: 1,
      last_status: 200,
      last_response: 'OK',
    });
    // The log masks the tracker's key in the address.
    const log = await api('GET', '/deliveries');
    expect(log.json().data.deliveries[0]).toMatchObject({
      event: 'registration',
      state: 'delivered',
      status: 200,
      response: 'OK',
    });
    expect(log.json().data.deliveries[0].address).toContain('token=***');
    expect(log.body).not.toContain('tracker-key');
  });

  it('sends a POST with the macros as a JSON body signed over the raw body, for first deposits and CPAs', async () => {
    await clearDeliveries();
    await api('PUT', '/events/first_deposit', { url: `${tracker}/deposit`, method: 'POST' });
    await api('PUT', '/events/qualified_cpa', { url: `${tracker}/cpa?amount={amount}`, method: 'GET' });
    const [player] = await registerPlayers(1);
    await eventually(() => receiver.received.length === 1);
    receiver.received.length = 0;
    await mustPutActivity(app, [{ customer_id: player!.customerId, day: '2024-05-10', deposits: '250.00' }]);
    await eventually(() => receiver.received.length === 2);
    const deposit = receiver.received.find((r) => r.url === '/deposit')!;
    expect(deposit.method).toBe('POST');
    expect(deposit.headers['content-type']).toBe('application/json');
    expect(JSON.parse(deposit.body)).toMatchObject({
      event: 'first_deposit',
      click_id: player!.clickId,
      amount: '250.00',
      currency: 'EUR',
      sub1: 'spring',
    });
    expect(signatureVerifies(deposit.headers['x-goldline-signature'], deposit.body, secret)).toBe(true);
    const cpa = receiver.received.find((r) => r.url.startsWith('/cpa'))!;
    expect(new URLSearchParams(cpa.query).get('amount')).toMatch(/^\d+\.\d{2}$/);
    // A second deposit day is not a first deposit.
    receiver.received.length = 0;
    await mustPutActivity(app, [
      { customer_id: player!.customerId, day: '2024-05-09', deposits: '0.00', turnover: '10.00' },
    ]);
    await deliverDuePostbacks(app.ctx);
    expect(receiver.received).toEqual([]);
    await api('DELETE', '/events/first_deposit');
    await api('DELETE', '/events/qualified_cpa');
  });

  it('cancels a queued delivery whose template, saved before the rule, lets a macro choose the host', async () => {
    await clearDeliveries();
    // {sub2} left empty would make http://127.0.0.1:PORT/… of it: the tracker's own host, picked by a click.
    const trackerHost = new URL(tracker).host;
    await app.ctx.db.query(
      `UPDATE postbacks SET url_template = $2 WHERE member_id = $1 AND event = 'registration'`,
      [demoId, `http:/{sub2}${trackerHost}/pb?cid={click_id}`],
    );
    try {
      await registerPlayers(1);
      await eventually(async () => (await deliveriesOf(demoId))[0]?.state === 'cancelled');
      expect((await deliveriesOf(demoId))[0]).toMatchObject({ attempts: 0, last_status: null });
      expect((await deliveriesOf(demoId))[0]!.last_response).toMatch(
        /a macro stands in the address before its path/,
      );
      expect(receiver.received).toEqual([]);
    } finally {
      await app.ctx.db.query(
        `UPDATE postbacks SET url_template = $2 WHERE member_id = $1 AND event = 'registration'`,
        [
          demoId,
          `${tracker}/pb?cid={click_id}&s1={sub1}&s2={sub2}&ev={event}&p={player}&amt={amount}&cur={currency}&code={code}&ts={timestamp}&token=tracker-key`,
        ],
      );
    }
  });

  it('retries a failure with backoff, does not follow redirects, and counts consecutive failures until a success', async () => {
    await clearDeliveries();
    receiver.answer = { status: 302, headers: { location: 'http://169.254.169.254/latest' } };
    await registerPlayers(1);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.attempts === 1);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(demoId))[0]).toMatchObject({ state: 'pending', last_status: 302 });
    expect((await deliveriesOf(demoId))[0]!.last_response).toMatch(/^Redirect not followed/);
    const due = await app.ctx.db.one<{ in_seconds: number }>(
      "SELECT extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS in_seconds FROM postback_deliveries WHERE state = 'pending'",
      [clock],
    );
    expect(due.in_seconds).toBe(30);
    // Not due yet: nothing is sent.
    await deliverDuePostbacks(app.ctx);
    expect(receiver.received).toHaveLength(1);
    receiver.answer = { status: 503, body: 'busy' };
    clock = new Date(clock.getTime() + 31_000);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.attempts === 2);
    expect((await api('GET', '')).json().data.postbacks[0]).toMatchObject({
      consecutive_failures: 2,
      enabled: true,
    });
    const second = await app.ctx.db.one<{ in_seconds: number }>(
      "SELECT extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS in_seconds FROM postback_deliveries WHERE state = 'pending'",
      [clock],
    );
    expect(second.in_seconds).toBe(60);
    receiver.answer = { status: 204 };
    clock = new Date(clock.getTime() + 61_000);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.state === 'delivered');
    expect((await api('GET', '')).json().data.postbacks[0]).toMatchObject({ consecutive_failures: 0 });
  });

  it('gives a delivery up after 24 hours of failures', async () => {
    await clearDeliveries();
    receiver.answer = { status: 500 };
    await registerPlayers(1);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.attempts === 1);
    await moveClock(24 * 60 * 60 * 1000);
    await eventually(async () => (await deliveriesOf(demoId))[0]?.state === 'gave_up');
    receiver.answer = { status: 200 };
    await api('PUT', '/events/registration', {
      url: `${tracker}/pb?cid={click_id}&s1={sub1}&s2={sub2}&ev={event}&p={player}&amt={amount}&cur={currency}&code={code}&ts={timestamp}&token=tracker-key`,
    });
  });

  it('switches the postback off at the 20th failure in a row, tells the affiliate and sends nothing more', async () => {
    await clearDeliveries();
    receiver.answer = { status: 500, body: 'down' };
    const registration = async () =>
      (await api('GET', '')).json().data.postbacks.find((p: { event: string }) => p.event === 'registration');
    await registerPlayers(19);
    await eventually(() => receiver.received.length === 19);
    await eventually(async () => (await registration()).consecutive_failures === 19);
    expect(await registration()).toMatchObject({ enabled: true, disabled_at: null });
    await registerPlayers(1);
    await eventually(async () => (await registration()).enabled === false);
    expect(await registration()).toMatchObject({ consecutive_failures: 20 });
    expect((await registration()).disabled_at).not.toBeNull();
    const notice = await app.ctx.db.one<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [demoId],
    );
    expect(notice.title).toBe('A postback was switched off');
    expect(notice.body).toContain('20 times in a row');
    // The retries due later and new events are cancelled, not sent.
    receiver.received.length = 0;
    await registerPlayers(1);
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await eventually(async () =>
      (await deliveriesOf(demoId)).every((d) => d.state === 'cancelled' || d.state === 'gave_up'),
    );
    expect(receiver.received).toEqual([]);
    // The 19 retries and the 20th are cancelled; the new registration was not even queued.
    expect((await deliveriesOf(demoId)).filter((d) => d.state === 'cancelled')).toHaveLength(20);
    // Switching it on again starts the count afresh.
    receiver.answer = { status: 200 };
    demo = await signIn(app, DEMO.username, DEMO.password);
    const on = await api('PUT', '/events/registration', {
      url: `${tracker}/pb?cid={click_id}`,
      enabled: true,
    });
    expect(on.json().data.postback).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
    });
  });

  it('sends a test now, signed, and logs it without retrying or counting it', async () => {
    receiver.answer = { status: 200, body: '{"ok":true}' };
    const response = await api('POST', '/events/registration/test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      test: true,
      state: 'delivered',
      status: 200,
      response: '{"ok":true}',
    });
    expect(response.json().data.latency_ms).toBeGreaterThanOrEqual(0);
    const request = receiver.received.at(-1)!;
    expect(new URLSearchParams(request.query).get('cid')).toBe('test');
    expect(signatureVerifies(request.headers['x-goldline-signature'], request.query, secret)).toBe(true);
    expect((await api('POST', '/events/commission_credited/test')).statusCode).toBe(404);
  });

  it('signs the query as it is sent when the template has characters the address must encode', async () => {
    await api('PUT', '/events/qualified_cpa', { url: `${tracker}/cpa?cid={click_id}&note=spring sale|"x"` });
    const response = await api('POST', '/events/qualified_cpa/test');
    expect(response.json().data).toMatchObject({ state: 'delivered' });
    const request = receiver.received.at(-1)!;
    expect(new URLSearchParams(request.query).get('note')).toBe('spring sale|"x"');
    expect(signatureVerifies(request.headers['x-goldline-signature'], request.query, secret)).toBe(true);
    await api('DELETE', '/events/qualified_cpa');
  });

  it('signs with the old and the new secret for 24 hours after a rotation', async () => {
    const rotated = await api('POST', '/secret');
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(secret);
    expect(rotated.json().data.state.previous_valid_until).toBe(
      new Date(clock.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    );
    await api('POST', '/events/registration/test');
    const header = receiver.received.at(-1)!.headers['x-goldline-signature'];
    const query = receiver.received.at(-1)!.query;
    expect(String(header).match(/v1=/g)).toHaveLength(2);
    expect(signatureVerifies(header, query, fresh)).toBe(true);
    expect(signatureVerifies(header, query, secret)).toBe(true);
    await moveClock(24 * 60 * 60 * 1000 + 1000);
    await api('POST', '/events/registration/test');
    const later = receiver.received.at(-1)!;
    expect(signatureVerifies(later.headers['x-goldline-signature'], later.query, fresh)).toBe(true);
    expect(signatureVerifies(later.headers['x-goldline-signature'], later.query, secret)).toBe(false);
    secret = fresh;
  });

  it('queues the postbacks of a feed of 10,000 players in its one transaction, and delivers every one', async () => {
    await clearDeliveries();
    receiver.answer = { status: 200, body: 'OK' };
    receiver.received.length = 0;
    await api('PUT', '/events/registration', { url: `${tracker}/bulk?cid={click_id}&s1={sub1}` });
    const { rows } = await app.ctx.db.query<{ click_id: string }>(
      `INSERT INTO clicks (at, member_id, referral_code, sub_id, ip_hash, is_bot, click_id)
       SELECT $1, $2, 'GOLDDEMO', 'bulk-' || (g % 5), 'test', false, md5('bulk-' || g) FROM generate_series(1, 10000) g RETURNING click_id`,
      [clock, demoId],
    );
    const feed = rows.map((r, i) => ({
      customer_id: 800_000 + i,
      date_joined: '2024-05-10',
      registered_at: '2024-05-10T11:00:00Z',
      click_id: r.click_id,
    }));
    // A bad last row refuses the whole batch: no postback is queued for the other 9,999.
    const refused = await putPlayers(app, [
      ...feed.slice(0, 9_999),
      { ...feed[9_999]!, click_id: 'e'.repeat(32) },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(await deliveriesOf(demoId)).toEqual([]);
    const started = performance.now();
    await mustPutPlayers(app, feed);
    expect(
      (
        await app.ctx.db.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM postback_deliveries WHERE event = 'registration'",
        )
      ).n,
    ).toBe(10_000);
    // Fails when no postback arrives for 30 s; on a machine busy with other suites the 10,000 took over 120 s.
    await eventually(
      () => receiver.received.length >= 10_000,
      30_000,
      () => receiver.received.length,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(new Set(receiver.received.map((r) => new URLSearchParams(r.query).get('cid'))).size).toBe(10_000);
    await eventually(
      async () =>
        (
          await app.ctx.db.one<{ n: number }>(
            "SELECT count(*)::int AS n FROM postback_deliveries WHERE state = 'delivered'",
          )
        ).n === 10_000,
    );
    console.warn(
      `10,000 postbacks fed and delivered in ${seconds.toFixed(1)} s (${Math.round(10_000 / seconds)}/s, embedded database)`,
    );
  }, 600_000);

  it('cuts a tracker that does not answer at 5 seconds', async () => {
    receiver.answer = 'silence';
    const started = Date.now();
    const response = await api('POST', '/events/registration/test');
    expect(response.json().data).toMatchObject({
      state: 'gave_up',
      status: null,
      response: 'No answer within 5 s.',
    });
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 10_000);
});

describe('private networks', () => {
  let strict: FastifyInstance;
  let strictDemo: SignedIn;
  beforeAll(async () => {
    strict = await buildTestApp({ now: () => clock });
    strictDemo = await signIn(strict, DEMO.username, DEMO.password);
  });
  afterAll(async () => closeTestApp(strict));

  it('refuses loopback, private and link-local destinations at save without the configuration', async () => {
    for (const url of [
      `${tracker}/pb`,
      'http://localhost/pb',
      'http://10.1.2.3/pb',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/pb',
      'http://[::ffff:127.0.0.1]/pb',
      'http://[::127.0.0.1]/pb',
    ]) {
      const response = await strict.inject({
        method: 'PUT',
        url: `/api/v1/affiliate/${demoId}/postbacks/events/registration`,
        headers: strictDemo.headers,
        payload: { url },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url.join(' ')).toMatch(/not on the public internet/);
    }
  });

  it('refuses them again at send time (an address that changed after it was saved)', async () => {
    await strict.ctx.db.query(
      'INSERT INTO postback_secrets (member_id, secret_sealed, created_at) VALUES ($1, $2, now())',
      [demoId, sealPostbackSecret(strict.ctx, demoId, 'gpsec_strict')],
    );
    await strict.ctx.db.query(
      `INSERT INTO postbacks (member_id, event, url_template, method, created_at, updated_at) VALUES ($1, 'registration', $2, 'GET', now(), now())`,
      [demoId, `${tracker}/rebound?cid={click_id}`],
    );
    const before = receiver.received.length;
    const response = await strict.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/postbacks/events/registration/test`,
      headers: strictDemo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'gave_up', status: null });
    expect(response.json().data.response).toMatch(/127\.0\.0\.1, which is not on the public internet/);
    expect(receiver.received.length).toBe(before);
  });

  it('sends nothing where a macro stands before the path, for a postback saved before that was refused', async () => {
    await strict.ctx.db.query(
      'INSERT INTO postback_secrets (member_id, secret_sealed, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING',
      [demoId, sealPostbackSecret(strict.ctx, demoId, 'gpsec_strict')],
    );
    await strict.ctx.db.query(
      `INSERT INTO postbacks (member_id, event, url_template, method, created_at, updated_at) VALUES ($1, 'registration', $2, 'GET', now(), now())
       ON CONFLICT (member_id, event) DO UPDATE SET url_template = EXCLUDED.url_template`,
      [demoId, 'http:/{sub2}tracker.example/pb?cid={click_id}'],
    );
    const before = receiver.received.length;
    const response = await strict.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/postbacks/events/registration/test`,
      headers: strictDemo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.response).toMatch(/a macro stands in the address before its path/);
    expect(receiver.received.length).toBe(before);
  });
});

describe('test sends', () => {
  // An app of its own: the per-affiliate limit counts in real time, and the tests above send some too.
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await buildTestApp({ postbackAllowPrivateNetworks: true });
  });
  afterAll(async () => closeTestApp(own));

  it('lets an affiliate send 10 tests a minute', async () => {
    receiver.answer = { status: 200 };
    const session = await signIn(own, DEMO.username, DEMO.password);
    const url = (path: string) => `/api/v1/affiliate/${demoId}/postbacks${path}`;
    const saved = await own.inject({
      method: 'PUT',
      url: url('/events/registration'),
      headers: session.headers,
      payload: { url: `${tracker}/limit?cid={click_id}` },
    });
    expect(saved.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await own.inject({
            method: 'POST',
            url: url('/events/registration/test'),
            headers: session.headers,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
