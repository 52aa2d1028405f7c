/**
 * How fast the console's affiliate search answers at scale: `npx tsx bench/affiliate-search.ts [N] [--explain]`
 * (default 100,000 affiliates; embedded PGlite in a temporary DATA_DIR, or the server in DATABASE_URL,
 * which should name an empty database). N affiliates with names, emails and a default referral code
 * are inserted by SQL (a few suspended), then each kind of search the screen makes is run through the
 * same service the endpoint calls, round-robin, and its p50 and p99 printed. `--explain` prints each
 * query's plan first (the prefix indexes of migration 024 must show as index scans).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { affiliateSearchQuery } from '@affiliate/contract';
import { loadConfig } from '../apps/gateway/src/config/env.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { openDatabase } from '../apps/gateway/src/db/open-database.ts';
import { seedDefaultSettings } from '../apps/gateway/src/demo/seed.ts';
import { processCaches } from '../apps/gateway/src/caches/process-caches.ts';
import { operatorRates } from '../apps/gateway/src/modules/payments/rates-source.ts';
import { searchAffiliates } from '../apps/gateway/src/modules/affiliates/search.ts';

const affiliates = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
const explain = process.argv.includes('--explain');
const ROUNDS = 200;
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'affiliate-search-bench-')),
};
const { config } = loadConfig(env);
const db = await openDatabase(config.database);
await migrate(db, seedDefaultSettings);
const ctx = {
  db,
  config,
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  ...processCaches(),
  rates: operatorRates,
};

const seeding = performance.now();
// Names from small lists, so a prefix matches as many affiliates as real ones would (a few % for one letter).
await db.query(
  `WITH names AS (
     SELECT g,
       (ARRAY['Anna','Ben','Carla','David','Elena','Felix','Greta','Hugo','Ines','Jonas','Karin','Liam','Maria','Noah','Olga','Paul',
              'Rosa','Sven','Tina','Uwe','Vera','Walter','Yara','Zoe','Marco','Sofia','Lukas','Mia','Emil','Lena'])[1 + g % 30] AS first,
       (ARRAY['Schmidt','Martin','Rossi','Novak','Silva','Jensen','Dubois','Berg','Costa','Meyer','Horvat','Kowalski','Lopez','Moreau',
              'Fischer','Bianchi','Nilsen','Wagner','Garcia','Keller','Romano','Weber','Laine','Ortiz','Hansen','Blanc','Vogel','Ricci',
              'Mendes','Lund'])[1 + (g / 30) % 30] AS last
     FROM generate_series(1, $1::int) g)
   INSERT INTO members (username, email, password_hash, first_name, last_name, country, enabled, suspended_at, suspended_reason)
   SELECT lower(first) || '.' || lower(last) || g, lower(last) || '.' || g || '@mail' || (g % 7) || '.example', 'x', first, last, 'DE',
          g % 500 <> 0, CASE WHEN g % 500 = 0 THEN now() END, CASE WHEN g % 500 = 0 THEN 'bench' END
   FROM names`,
  [affiliates],
);
await db.query(
  `INSERT INTO referral_codes (member_id, code, is_default, brand) SELECT id, 'AFF' || upper(substr(md5(id::text), 1, 8)), true, (SELECT code FROM brands WHERE is_first) FROM members ON CONFLICT DO NOTHING`,
);
await db.query('ANALYZE members');
await db.query('ANALYZE referral_codes');
const { n } = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM members');
const middle = await db.one<{ username: string }>(
  'SELECT username FROM members ORDER BY lower(username) COLLATE "C" OFFSET $1 LIMIT 1',
  [Math.floor(n / 2)],
);
const someCode = await db.one<{ code: string }>(
  'SELECT code FROM referral_codes ORDER BY member_id DESC LIMIT 1',
);
console.log(
  `${config.database.kind}: ${n.toLocaleString('en')} affiliates seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

const searches: Array<[string, Record<string, string>]> = [
  ['first page, no search', {}],
  ['a page half-way down (keyset)', { after: middle.username }],
  ['suspended only', { status: 'suspended' }],
  ['one letter ("m")', { q: 'm' }],
  ['two letters ("ma")', { q: 'ma' }],
  ['username start ("sofia.lopez1")', { q: 'sofia.lopez1' }],
  ['email start ("keller.4")', { q: 'keller.4' }],
  ['full name ("lena ricci")', { q: 'lena ricci' }],
  ['referral code (whole)', { q: someCode.code }],
  ['id', { q: String(Math.floor(n / 3)) }],
  ['no match ("qqq")', { q: 'qqq' }],
];

if (explain) {
  for (const [name, raw] of searches) {
    const query = affiliateSearchQuery.parse(raw);
    const plan = await explainSearch(query);
    console.log(`\n-- ${name}\n${plan}`);
  }
}

const timings = new Map<string, number[]>(searches.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, raw] of searches) {
    const query = affiliateSearchQuery.parse(raw);
    const started = performance.now();
    const page = await searchAffiliates(ctx, query);
    timings.get(name)!.push(performance.now() - started);
    if (round === 0 && page.data.length === 0 && !name.startsWith('no match'))
      throw new Error(`${name}: no rows`);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const all: number[] = [];
console.log(`\n${'search'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
for (const [name, times] of timings) {
  all.push(...times);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(36)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}`,
  );
}
const sorted = all.sort((a, b) => a - b);
console.log(
  `${'all searches'.padEnd(36)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}  (${ROUNDS} rounds, 25 rows a page)`,
);
await db.close();

/** The plan of the search's SQL for `query`, captured by running it under EXPLAIN. */
async function explainSearch(query: ReturnType<typeof affiliateSearchQuery.parse>): Promise<string> {
  const lines: string[] = [];
  const explaining = {
    ...db,
    query: async (sql: string, params?: unknown[]) => {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
        params,
      );
      lines.push(...rows.map((row) => row['QUERY PLAN']));
      return { rows: [], rowCount: 0 };
    },
  };
  await searchAffiliates({ ...ctx, db: explaining as typeof db }, query);
  return lines.join('\n');
}
