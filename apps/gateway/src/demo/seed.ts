import {
  canonicalLandingPrefix,
  landingPagePrefixProblem,
  MAINTENANCE_SETTING_CODE,
  type DealDocument,
} from '@affiliate/contract';
import { toIsoDate } from '../calendar/utc-dates.ts';
import { loadGenerated, nextCustomerId } from './generator/load.ts';
import { ONE_BATCH } from './generator/generation-plan.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertLandingPage } from '../modules/landing-pages/repository.ts';
import { seedDemoCatalogue } from './banner-creatives/demo-catalogue.ts';
import { seedDemoJoining } from './joining.ts';
import { seedDemoChanges } from './changes.ts';
import { closeFinishedMonths } from '../modules/commission/service.ts';
import { dealPlanTerms } from '../modules/deals/plan-terms.ts';
import { insertDeal, insertVersion } from '../modules/deals/repository.ts';
import { insertAffiliate } from '../modules/affiliates/new-affiliate.ts';
import { defaultPreferences } from '../modules/members/default-preferences.ts';
import { assignAllProducts } from '../modules/members/repository.ts';
import { addReferralCode } from '../modules/referral-codes/repository.ts';
import { removeFactor } from '../modules/totp/repository.ts';
import { seedDemoRates } from '../modules/payments/demo-rates.ts';
import { findCurrentDetails, insertDetails } from '../modules/payments/payout-details-repository.ts';
import { operatorRates } from '../modules/payments/rates-source.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { migrate, type MigrationRun } from '../db/migrate.ts';

export const DEMO_SIGN_IN = { username: 'demo', password: 'demo-partner-2026' } as const;
/** The second demo affiliate: what tests and the fuzzer use to prove one affiliate never sees another's data. */
export const RIVAL_SIGN_IN = { username: 'rival', password: 'rival-partner-2026' } as const;

/** The demo's Brazilian brand: its own landing page, open to affiliates. */
export const DEMO_SECOND_BRAND = {
  code: 'goldline-br',
  name: 'Goldline Bet Brasil',
  currency: 'BRL',
} as const;

/** The days back from today that the demo has daily BRL reference rates for. */
const DEMO_RATE_DAYS = 200;

interface DemoAffiliate {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  currency: string;
  /** The first is the default code. */
  referralCodes: string[];
  /** Generated players (over the last two years, ending today) and roughly how many activity rows. */
  players: { count: number; activityRows: number; seed: number };
  /**
   * Players of another brand, in its currency, through a code of the affiliate for that brand: their
   * activity arrives in the brand's currency and the figures show it converted (issue 35).
   */
  brandPlayers?: {
    code: string;
    brand: string;
    currency: string;
    count: number;
    activityRows: number;
    days: number;
    seed: number;
  };
  /** Saved payout details, three days old: a demo withdrawal to them needs no review. */
  payoutDetails?: { type: 'USDTTRC20'; details: { wallet_address: string } };
}

const demoAffiliates: DemoAffiliate[] = [
  {
    ...DEMO_SIGN_IN,
    email: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Partner',
    country: 'MT',
    currency: 'EUR',
    referralCodes: ['GOLDDEMO', 'GOLDSPORT'],
    players: { count: 2_000, activityRows: 60_000, seed: 2026 },
    brandPlayers: {
      code: 'GOLDBRASIL',
      brand: DEMO_SECOND_BRAND.code,
      currency: DEMO_SECOND_BRAND.currency,
      count: 300,
      activityRows: 6_000,
      days: DEMO_RATE_DAYS - 10,
      seed: 55,
    },
    payoutDetails: { type: 'USDTTRC20', details: { wallet_address: 'TENmqTAY51Y4SEmUwZsYhPSeb4uUhrAtXD' } },
  },
  // A second affiliate so tests can prove one affiliate never sees another's data.
  {
    ...RIVAL_SIGN_IN,
    email: 'rival@example.com',
    firstName: 'Rival',
    lastName: 'Partner',
    country: 'GB',
    currency: 'GBP',
    referralCodes: ['RIVAL01'],
    players: { count: 50, activityRows: 1_000, seed: 7 },
  },
];

const demoPreferences = { timezone: 'Europe/Malta' };

/** Settings every deployment needs; seeding never overwrites a value the operator has set. */
export async function seedDefaultSettings(tx: Queryable): Promise<void> {
  const defaults: Array<[string, unknown]> = [
    [
      MAINTENANCE_SETTING_CODE,
      {
        app: [
          { key: 'affiliate', value: false },
          { key: 'casino', value: false },
        ],
      },
    ],
    ['brand', { name: 'Goldline Partners', supportEmail: 'partners@goldline.example' }],
  ];
  for (const [code, value] of defaults) {
    await tx.query(
      'INSERT INTO settings (code, value, is_public) VALUES ($1, $2::jsonb, true) ON CONFLICT (code) DO NOTHING',
      [code, JSON.stringify(value)],
    );
  }
}

/**
 * The database as the gateway starts on it: migrated, and seeded when the migrations created it (the demo
 * affiliates when `seedDemoData`, else only the default settings). The tests make one such database per
 * run and start each app from a copy, so this is the one place that decides what a new database holds.
 */
export function migrateAndSeed(
  db: Database,
  config: Pick<AppConfig, 'seedDemoData' | 'seedDemoPlayers' | 'now' | 'publicUrl'>,
): Promise<MigrationRun> {
  return migrate(
    db,
    config.seedDemoData
      ? async (tx) =>
          void (await seedDemoData(tx, {
            players: config.seedDemoPlayers ?? true,
            now: config.now(),
            publicUrl: config.publicUrl,
          }))
      : seedDefaultSettings,
  );
}

export interface DemoSeedOptions {
  /**
   * Also give each demo affiliate without players its generated players and activity, and the demo its
   * sub-affiliates and the Applications queue (demo/joining.ts) once (default true).
   */
  players?: boolean;
  now?: Date;
  /** Where the gateway is reached: the demo landing's pages under it become allowed landing pages. */
  publicUrl?: string;
}

/**
 * Demo data: idempotent, so `npm run operator -- seed` can restore the demo accounts (password,
 * enabled, preferences) at any time without duplicating their product, notifications, codes or players.
 */
export async function seedDemoData(tx: Queryable, options: DemoSeedOptions = {}): Promise<string[]> {
  await seedDefaultSettings(tx);
  await seedDemoBrands(tx, options.publicUrl);
  await seedDemoDeals(tx, options.now ?? new Date());
  await tx.query(
    `INSERT INTO products (code, name, url) VALUES ('goldline-casino', 'Goldline Casino', 'https://goldline.example/')
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name`,
  );
  await seedDemoCatalogue(tx);
  await seedBrlRates(tx, options.now ?? new Date());
  let demoId: number | undefined;
  for (const affiliate of demoAffiliates) {
    const passwordHash = await hashPassword(affiliate.password);
    const existing = await tx.maybeOne<{ id: number }>(
      'SELECT id FROM members WHERE lower(username) = lower($1)',
      [affiliate.username],
    );
    const [defaultCode] = affiliate.referralCodes;
    // A new demo account is created like any affiliate; an existing one is restored (a re-seed).
    const account = existing
      ? await tx.one<{ id: number }>(
          `UPDATE members SET email = $2, password_hash = $3, first_name = $4, last_name = $5, country = $6, currency = $7,
             preferences = $8::jsonb, enabled = true, suspended_at = NULL, suspended_reason = NULL, suspended_by = NULL, updated_at = now()
           WHERE id = $1 RETURNING id`,
          [
            existing.id,
            affiliate.email,
            passwordHash,
            affiliate.firstName,
            affiliate.lastName,
            affiliate.country,
            affiliate.currency,
            JSON.stringify({ ...defaultPreferences, ...demoPreferences }),
          ],
        )
      : await insertAffiliate(tx, {
          username: affiliate.username,
          email: affiliate.email,
          passwordHash,
          firstName: affiliate.firstName,
          lastName: affiliate.lastName,
          country: affiliate.country,
          currency: affiliate.currency,
          preferences: demoPreferences,
          referralCode: defaultCode,
        });
    if (affiliate.username === DEMO_SIGN_IN.username) demoId = account.id;
    // The printed demo sign-in works again: two-factor someone turned on for a demo account goes too.
    await removeFactor(tx, account.id, options.now ?? new Date());
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE member_id = $1',
      [account.id],
    );
    if ((rows[0]?.n ?? 0) === 0) await seedNotifications(tx, account.id, affiliate.firstName);
    // Restores what a re-seed finds missing: the program's products, the demo codes (the first the default).
    await assignAllProducts(tx, account.id);
    for (const [i, code] of affiliate.referralCodes.entries())
      await addReferralCode(tx, account.id, code, i === 0);
    if (options.players ?? true) await seedDemoPlayers(tx, account.id, affiliate, options.now ?? new Date());
    // The other brand's code comes with its players: a database seeded without players keeps the demo's codes as they were.
    if (affiliate.brandPlayers && (options.players ?? true)) {
      await tx.query(
        `INSERT INTO referral_codes (code, member_id, is_default, brand) VALUES ($1, $2, false, $3) ON CONFLICT DO NOTHING`,
        [affiliate.brandPlayers.code, account.id, affiliate.brandPlayers.brand],
      );
      await seedBrandPlayers(tx, account.id, affiliate.brandPlayers, options.now ?? new Date());
    }
    if (affiliate.payoutDetails)
      await seedPayoutDetails(tx, account.id, affiliate.payoutDetails, options.now ?? new Date());
  }
  // The demo's sub-affiliates and the Applications queue (issue 38), before the close pays on the subs.
  if ((options.players ?? true) && demoId !== undefined)
    await seedDemoJoining(tx, demoId, options.now ?? new Date());
  // A commission history and a balance to withdraw: every finished month of the generated activity is
  // closed as the operator would (a re-seed closes only the months finished since).
  if (options.players ?? true) await closeFinishedMonths(tx, options.now ?? new Date());
  if ((options.players ?? true) && demoId !== undefined)
    await seedDemoChanges(tx, demoId, options.now ?? new Date());
  await seedDemoRates(tx, operatorRates, options.now ?? new Date());
  if (options.publicUrl) await seedDemoLandingPages(tx, options.publicUrl, options.now ?? new Date());
  return demoAffiliates.map((a) => a.username);
}

/**
 * The demo's two brands (issue 35): the first brand, today's data ('main-brand' on a new database, as
 * migration 053 names it), becomes the EUR casino-and-sports brand, its code cascading to every code,
 * player and banner; and a BRL brand beside it. The BRL brand's landing page is a page of the demo landing
 * where the gateway is reached (clickable on one machine), else an address of the example brand. A
 * re-seed renames only a first brand the migration named, and never overwrites a brand edited since.
 */
async function seedDemoBrands(tx: Queryable, publicUrl: string | undefined): Promise<void> {
  await tx.query(
    `UPDATE brands SET code = 'goldline', name = 'Goldline Casino & Sports', currency = 'EUR', updated_at = now()
     WHERE is_first AND code = 'main-brand'`,
  );
  const local = publicUrl ? `${publicUrl}/landing/br` : null;
  const landing = local && landingPagePrefixProblem(local) === null ? local : 'https://br.goldline.example/';
  await tx.query(
    `INSERT INTO brands (code, name, currency, landing_url, open_to_affiliates) VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (code) DO NOTHING`,
    [DEMO_SECOND_BRAND.code, DEMO_SECOND_BRAND.name, DEMO_SECOND_BRAND.currency, landing],
  );
}

/**
 * Two deals of the kind programs write (issue 36) on the console's Deals screen, beside the flat plan
 * every affiliate had (migration 058): nobody is put on them, so the demo's figures stay as they were. A
 * re-seed adds them only when missing.
 */
const DEMO_DEALS: readonly DealDocument[] = [
  {
    name: 'Casino tiers 2027',
    currency: 'EUR',
    revenue_share: {
      mode: 'tiered',
      tiers: [
        { from: '0', rate: '0.25' },
        { from: '5000', rate: '0.30' },
        { from: '20000', rate: '0.35' },
      ],
      product_rates: { sports: '0.20' },
    },
    admin_fee_rate: '0.10',
    negative_carry_over: 'carry',
    cpa: {
      amount: '100.00',
      qualify: { first_deposit_min: '20.00', deposits_min: '50.00', turnover_min: '200.00', window_days: 30 },
      tiers: [{ from: 20, amount: '120.00' }],
      monthly_cap: 50,
    },
  },
  {
    name: 'Sports ladder',
    currency: 'EUR',
    revenue_share: {
      mode: 'ladder',
      tiers: [
        { from: '0', rate: '0.20' },
        { from: '2000', rate: '0.25' },
        { from: '10000', rate: '0.30' },
      ],
    },
    admin_fee_rate: '0.05',
    negative_carry_over: { cap: '5000.00' },
  },
];

async function seedDemoDeals(tx: Queryable, now: Date): Promise<void> {
  for (const document of DEMO_DEALS) {
    const dealId = await insertDeal(tx, document.name, 'system', now);
    if (dealId === null) continue;
    await insertVersion(tx, {
      dealId,
      version: 1,
      effectiveFrom: '1900-01-01',
      document,
      terms: dealPlanTerms(document),
      by: 'system',
      at: now,
    });
  }
}

/**
 * Deep links can be tried on one machine: two pages of the demo landing (it answers any path under
 * /landing) are allowed, added by no one. Like the demo codes, a re-seed restores them. Not on an address
 * the operator could not allow either (plain http other than localhost).
 */
async function seedDemoLandingPages(tx: Queryable, publicUrl: string, now: Date): Promise<void> {
  const pages = [
    { label: 'Sports betting (demo landing)', path: '/landing/sports' },
    { label: 'Casino games (demo landing)', path: '/landing/casino' },
  ];
  for (const page of pages) {
    const address = `${publicUrl}${page.path}`;
    if (landingPagePrefixProblem(address) === null)
      await insertLandingPage(tx, {
        label: page.label,
        prefix: canonicalLandingPrefix(address),
        addedBy: null,
        at: now,
      });
  }
}

/** Only when the affiliate has none for the option: a re-seed never replaces details the demo user saved. */
async function seedPayoutDetails(
  tx: Queryable,
  affiliateId: number,
  saved: NonNullable<DemoAffiliate['payoutDetails']>,
  now: Date,
): Promise<void> {
  if (await findCurrentDetails(tx, affiliateId, saved.type)) return;
  const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
  await insertDetails(tx, {
    affiliateId,
    type: saved.type,
    details: saved.details,
    proof: 'demo-seed',
    at: threeDaysAgo,
  });
}

async function seedNotifications(tx: Queryable, affiliateId: number, firstName: string): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (member_id, kind, title, body, created_at, read_at) VALUES
       ($1, 'broadcast', 'Welcome to Goldline Partners', $2, now() - interval '3 days', now() - interval '2 days'),
       ($1, 'commission', 'Commission plan updated', 'Your revenue share for Goldline Casino is now 35% of net gaming revenue.', now() - interval '1 day', NULL),
       ($1, 'broadcast', 'New banners available', 'Fresh seasonal banners are ready in Affiliate Tools.', now() - interval '2 hours', NULL)`,
    [
      affiliateId,
      `Hello ${firstName}, your affiliate account is ready. Your referral links and banners are in Affiliate Tools.`,
    ],
  );
}

/**
 * Daily ECB-style reference rates of the real (the demo's second brand) to the euro and the pound over
 * the demo's recent days, gently wandering around 0.17 EUR and 0.14 GBP, set by "demo data". A re-seed
 * adds only the days it does not have (it never moves a figure).
 */
async function seedBrlRates(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO fx_rates (from_currency, to_currency, day, rate, source, set_by, set_at)
     SELECT 'BRL', c.to_currency, d::date,
            round((c.base + c.swing * sin(extract(epoch FROM d) / 86400 / 11.0) + c.drift * sin(extract(epoch FROM d) / 86400 / 47.0))::numeric, 4),
            'ECB', 'demo data', $2
     FROM generate_series($1::date - $3::int, $1::date, interval '1 day') AS d,
          (VALUES ('EUR', 0.17, 0.004, 0.006), ('GBP', 0.14, 0.003, 0.004)) AS c (to_currency, base, swing, drift)
     ON CONFLICT DO NOTHING`,
    [toIsoDate(now), now, DEMO_RATE_DAYS],
  );
}

/** A demo affiliate's players of another brand, once: generated, in the brand's currency, through the ingest. */
async function seedBrandPlayers(
  tx: Queryable,
  affiliateId: number,
  brand: NonNullable<DemoAffiliate['brandPlayers']>,
  now: Date,
): Promise<void> {
  const existing = await tx.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM players WHERE member_id = $1 AND brand = $2',
    [affiliateId, brand.brand],
  );
  if (existing.n > 0) return;
  await loadGenerated(
    {
      players: brand.count,
      days: brand.days,
      endDay: toIsoDate(now),
      now,
      seed: brand.seed,
      activityRows: brand.activityRows,
      affiliates: [{ code: brand.code, currency: brand.currency }],
      firstCustomerId: await nextCustomerId(tx),
      batchRows: ONE_BATCH,
    },
    (work) => work(tx),
    () => now,
  );
}

/** The demo affiliate's players, generated and written through the ingest service like any batch. */
async function seedDemoPlayers(
  tx: Queryable,
  affiliateId: number,
  affiliate: DemoAffiliate,
  now: Date,
): Promise<void> {
  const existing = await tx.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM players WHERE member_id = $1',
    [affiliateId],
  );
  if (existing.n > 0) return;
  const plan = {
    players: affiliate.players.count,
    days: 730,
    endDay: toIsoDate(now),
    now,
    seed: affiliate.players.seed,
    activityRows: affiliate.players.activityRows,
    affiliates: [{ code: affiliate.referralCodes[0]!, currency: affiliate.currency }],
    firstCustomerId: await nextCustomerId(tx),
    batchRows: ONE_BATCH,
  };
  await loadGenerated(
    plan,
    (work) => work(tx),
    () => now,
  );
}
