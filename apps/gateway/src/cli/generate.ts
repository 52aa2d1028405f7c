/**
 * `npm run generate -- --players N --days D [--activity R] [--affiliate demo|<username> | --affiliates K] [--seed S]`
 *
 * Generates realistic referred players and their daily activity, deterministic by seed, and writes them
 * through the ingest service (the same code as the operator API) in batches of 10,000 rows. Works on
 * the embedded database (DATA_DIR; stop the gateway first, PGlite has one process) or DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import type { Queryable } from '../db/database.ts';
import { toIsoDate } from '../calendar/utc-dates.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedDemoData } from '../demo/seed.ts';
import { generatedAffiliates } from '../demo/generator/affiliates.ts';
import { loadGenerated, nextCustomerId, type LoadProgress } from '../demo/generator/load.ts';
import { inTransactionWithRetry } from '../modules/ingest/service.ts';
import { defaultCodeOf } from '../modules/referral-codes/repository.ts';

const usage = `Usage: npm run generate -- --players N --days D [options]

  --players N          players to create (required)
  --days D             they join over the last D days, ending today (required)
  --activity R         about R activity rows in all (default 10 per player)
  --affiliate NAME     the affiliate who gets them: demo (default) or a username
  --affiliates K       spread them over K generated affiliates gen-001..gen-K (password generated-partner-2026)
  --seed S             random seed (default 1): the same seed gives the same data
  --end YYYY-MM-DD     last day (default today, UTC)`;

const { values: opts } = parseArgs({
  options: {
    players: { type: 'string' },
    days: { type: 'string' },
    activity: { type: 'string' },
    affiliate: { type: 'string' },
    affiliates: { type: 'string' },
    seed: { type: 'string' },
    end: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function wholeNumber(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max)
    fail(`--${name} must be a whole number from ${min} to ${max}.\n\n${usage}`);
  return n;
}

async function namedAffiliate(db: Queryable, username: string) {
  const affiliate = await db.maybeOne<{ id: number; currency: string }>(
    'SELECT id, trim(currency) AS currency FROM members WHERE lower(username) = lower($1)',
    [username],
  );
  if (!affiliate) fail(`No affiliate named "${username}".`);
  const code = await defaultCodeOf(db, affiliate.id);
  if (!code) fail(`The affiliate "${username}" has no default referral code.`);
  return [{ code, currency: affiliate.currency }];
}

async function main() {
  if (opts.help) return console.log(usage);
  const players = wholeNumber('players', opts.players, 1, 100_000_000);
  const days = wholeNumber('days', opts.days, 1, 20_000);
  const activityRows =
    opts.activity === undefined ? players * 10 : wholeNumber('activity', opts.activity, 0, 2_000_000_000);
  const seed = opts.seed === undefined ? 1 : wholeNumber('seed', opts.seed, 0, 2 ** 32 - 1);
  if (opts.affiliate && opts.affiliates) fail('Give either --affiliate or --affiliates.');
  if (opts.end !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(opts.end)) fail('--end must be YYYY-MM-DD.');

  let config;
  try {
    config = loadConfig().config;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const db = await openDatabase(config.database).catch((error: unknown) =>
    fail(
      `Could not open the database (${error instanceof Error ? error.message : String(error)}). With the embedded database, stop the gateway first.`,
    ),
  );
  try {
    // A new database gets the demo accounts but not their generated players: the data set is exactly ours.
    await migrate(
      db,
      async (tx) => void (await seedDemoData(tx, { players: false, publicUrl: config.publicUrl })),
    );
    const affiliates = opts.affiliates
      ? await generatedAffiliates(db, wholeNumber('affiliates', opts.affiliates, 1, 10_000))
      : await namedAffiliate(db, opts.affiliate ?? 'demo');
    const now = new Date();
    const endDay = opts.end ?? toIsoDate(now);
    const plan = {
      players,
      days,
      endDay,
      now,
      seed,
      activityRows,
      affiliates,
      firstCustomerId: await nextCustomerId(db),
    };
    console.log(
      `Generating ${players} players over ${days} days ending ${endDay} (about ${activityRows} activity rows, seed ${seed}) into ${config.database.kind === 'pg' ? 'PostgreSQL' : config.database.dataDir}`,
    );

    let last = { phase: '', at: 0 };
    const report = (p: LoadProgress) => {
      if (p.phase === last.phase && p.elapsedMs - last.at < 2_000) return;
      last = { phase: p.phase, at: p.elapsedMs };
      console.log(
        `  ${p.phase}: ${p.rows} rows, ${Math.round(p.rows / Math.max(p.elapsedMs / 1000, 0.001))} rows/s`,
      );
    };
    const result = await loadGenerated(
      plan,
      (work) => inTransactionWithRetry(db, work),
      () => new Date(),
      report,
    );
    const rate = (rows: number, ms: number) => Math.round(rows / Math.max(ms / 1000, 0.001));
    console.log(
      `Clicks: ${result.clicks} in ${(result.clicksMs / 1000).toFixed(1)} s (${rate(result.clicks, result.clicksMs)} rows/s)`,
    );
    console.log(
      `Players: ${result.players} in ${(result.playersMs / 1000).toFixed(1)} s (${rate(result.players, result.playersMs)} rows/s)`,
    );
    console.log(
      `Activity: ${result.activityRows} rows in ${(result.activityMs / 1000).toFixed(1)} s (${rate(result.activityRows, result.activityMs)} rows/s)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Generation failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
