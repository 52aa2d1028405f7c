/**
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/click-flush.ts [--batches 1,3,5,10,30] [--clicks 3000]`
 *
 * What one flush of the click recorder costs PostgreSQL, apart from the redirect's HTTP work and from
 * how the recorder groups clicks: the flush's statement (modules/tracking/repository.ts) run one batch
 * after another at each batch size, on a database holding the bench data (`npm run bench -- --prepare`),
 * with its backend's CPU and its WAL (own-database.ts) per click. The flush's own share is what
 * a larger batch spreads over more clicks.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgDatabase } from '../apps/gateway/src/db/pg-driver.ts';
import { storeClicks, type Click } from '../apps/gateway/src/modules/tracking/repository.ts';
import { processesCpuMs } from './cpu.ts';
import { walOfDatabase } from './own-database.ts';

const { values } = parseArgs({
  options: {
    batches: { type: 'string', default: '1,3,5,10,30' },
    clicks: { type: 'string', default: '3000' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL names the database (a bench data set)');
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const db = openPgDatabase(url, { max: 1 });
const { pid } = await db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid');
const { rows } = await admin.query<{ member_id: number; code: string }>(
  "SELECT rc.member_id, rc.code FROM referral_codes rc JOIN members m ON m.id = rc.member_id WHERE m.username = 'demo' AND rc.is_default",
);
const demo = rows[0]!;
const click = (campaign: string): Click => ({
  at: new Date(),
  affiliateId: demo.member_id,
  referralCode: demo.code,
  savedBannerId: 1,
  campaign,
  clickId: randomBytes(16).toString('hex'),
  subIds: ['bench', null, null, null, null],
  ipHash: randomBytes(16).toString('base64'),
  country: 'DE',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  referrer: null,
  isBot: false,
});

console.log('| clicks a flush | PostgreSQL CPU ms/click | WAL B/click | without page images | ms a flush |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const size of values.batches!.split(',').map(Number)) {
  const total = Number(values.clicks);
  const campaign = `flush-${size}`;
  for (let i = 0; i < 20; i++)
    await storeClicks(
      db,
      Array.from({ length: size }, () => click(campaign)),
      1,
    );
  const lsn = async () =>
    (await admin.query<{ l: string }>('SELECT pg_current_wal_lsn()::text AS l')).rows[0]!.l;
  const from = await lsn();
  const cpuBefore = processesCpuMs([pid]).get(pid)!;
  const started = performance.now();
  let stored = 0;
  while (stored < total) {
    await storeClicks(
      db,
      Array.from({ length: size }, () => click(campaign)),
      1,
    );
    stored += size;
  }
  const elapsed = performance.now() - started;
  const cpu = processesCpuMs([pid]).get(pid)! - cpuBefore;
  const wal = await walOfDatabase(admin, from, await lsn());
  console.log(
    `| ${size} | ${(cpu / stored).toFixed(3)} | ${wal ? Math.round(wal.bytes / stored) : '–'} | ${wal ? Math.round(wal.recordBytes / stored) : '–'} | ${(elapsed / (stored / size)).toFixed(2)} |`,
  );
}
await db.close();
await admin.end();
