/**
 * How fast conversions reach an affiliate's tracker: `npx tsx bench/postbacks.ts [players]` (default 10,000).
 *
 * Against the real gateway on a fresh PostgreSQL database (BENCH_DATABASE_SERVER, default
 * postgres://postgres@127.0.0.1:5432) with private networks allowed, since the tracker is a local HTTP
 * server: the demo affiliate sets a registration postback, N clicks are stored, then one player feed
 * request brings N registered players with those click ids. Measures the feed (one transaction that
 * also writes the N postbacks to the outbox) and the time until the tracker has received all N signed
 * requests from the gateway's own sender job, in deliveries per second.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { api, fillPath } from '@affiliate/contract';
import { databaseUrl } from './data.ts';
import { signInDemo } from './demo-sign-in.ts';
import { startGateway } from './gateway.ts';

const players = Number(process.argv[2] ?? 10_000);
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'affiliate_bench_postbacks';
const OPERATOR_TOKEN = 'bench-operator-token-0123456789';

const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database}`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();

let received = 0;
let badSignatures = 0;
let secret = '';
let allReceived: () => void = () => undefined;
const done = new Promise<void>((resolve) => (allReceived = resolve));
const tracker = http.createServer((req, res) => {
  const query = (req.url ?? '').split('?')[1] ?? '';
  const header = String(req.headers['x-goldline-signature'] ?? '');
  const t = /t=(\d+)/.exec(header)?.[1];
  if (!header.includes(`v1=${createHmac('sha256', secret).update(`${t}.${query}`).digest('hex')}`))
    badSignatures += 1;
  received += 1;
  res.writeHead(200).end('OK');
  if (received === players) allReceived();
});
await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
const trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;

const gateway = await startGateway(databaseUrl(server, database), {
  POSTBACK_ALLOW_PRIVATE_NETWORKS: '1',
  OPERATOR_TOKENS: OPERATOR_TOKEN,
});
try {
  const { token, id } = await signInDemo(gateway.baseUrl);
  const saved = await fetch(
    `${gateway.baseUrl}${fillPath(api.postbacks.savePostback.path, { id, event: 'registration' })}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `${trackerUrl}/postback?cid={click_id}&sub={sub1}&player={player}&ts={timestamp}`,
      }),
    },
  );
  if (!saved.ok) throw new Error(`postback not saved: ${saved.status} ${await saved.text()}`);
  secret = ((await saved.json()) as { data: { secret: string } }).data.secret;

  // The clicks the players came through, stored as the click recorder stores them (ids made up here).
  const db = gateway.app.ctx.db;
  const { rows } = await db.query<{ click_id: string }>(
    `INSERT INTO clicks (at, member_id, referral_code, sub_id, ip_hash, is_bot, click_id)
     SELECT now() - interval '1 hour', $1, 'GOLDDEMO', 'bench-' || (g % 7), 'bench', false, md5('bench-click-' || g)
     FROM generate_series(1, $2::int) g RETURNING click_id`,
    [id, players],
  );
  const now = new Date().toISOString();
  const feed = rows.map((r, i) => ({
    customer_id: 900_000_000 + i,
    referral_code: 'GOLDDEMO',
    date_joined: now.slice(0, 10),
    registered_at: now,
    category: 'casino',
    country: 'DE',
    click_id: r.click_id,
  }));

  const fedAt = performance.now();
  const response = await fetch(`${gateway.baseUrl}${api.operator.upsertPlayers.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ players: feed }),
  });
  const feedMs = performance.now() - fedAt;
  if (!response.ok)
    throw new Error(`feed refused: ${response.status} ${(await response.text()).slice(0, 500)}`);
  const queued = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM postback_deliveries WHERE event = 'registration'",
  );

  await done;
  const deliveredMs = performance.now() - fedAt;
  // The sender records each batch's outcomes after its requests: wait for the last record.
  let states: Array<{ state: string; n: number }> = [];
  for (let i = 0; i < 50; i++) {
    states = (
      await db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM postback_deliveries GROUP BY state ORDER BY state',
      )
    ).rows;
    if (states.every((s) => s.state === 'delivered')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `players fed: ${players} in one request, ${feedMs.toFixed(0)} ms (the feed and ${queued.n} postbacks in one transaction)`,
  );
  console.log(
    `tracker received ${received} signed requests ${(deliveredMs / 1000).toFixed(2)} s after the feed began: ${Math.round(received / (deliveredMs / 1000))} deliveries/s (feed included), ${Math.round(received / ((deliveredMs - feedMs) / 1000))} /s after it`,
  );
  console.log(
    `signatures that did not verify: ${badSignatures}; deliveries by state: ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`,
  );
} finally {
  await gateway.app.close();
  tracker.close();
}
