import type { ActivityRecord, PlayerRecord } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { toIsoDate } from '../../calendar/utc-dates.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { enqueueRegistrations } from '../postbacks/enqueue.ts';
import * as activityRepo from './activity-repository.ts';
import type { KnownCustomers } from './activity-repository.ts';
import { holdRates } from './conversion.ts';
import { existingBrandCodes } from '../brands/brand-catalogue.ts';
import { BatchErrors } from './batch-errors.ts';
import { missingRateMessage } from './conversion.ts';
import * as playerRepo from './player-repository.ts';
import { applyRollupDeltas, createDeltaTables, touchWatermarks } from './rollup-deltas.ts';
import { checkActivityRows, checkPlayerRows } from './row-checks.ts';
import { JSON_FEED, type IngestOrigin } from './origin.ts';
import { attributionField, attributionProblem } from './attribution-problems.ts';
import { moveFeedPlayers } from './feed-moves.ts';
import { recordRestatedDays } from './restated-days.ts';
import { recordFeedReceived } from '../feed-freshness/repository.ts';
import { playersThroughByBrand } from './freshness.ts';

/**
 * Data in from the brand's platform. A batch is one transaction: every row is checked first, and a
 * bad row refuses the whole batch. Writes are set-based (a batch is staged in a temporary table and
 * moved with a handful of statements), so the same code loads ten million rows for the benchmark.
 */

export interface PlayersResult {
  created: number;
  updated: number;
}

export interface ActivityResult {
  inserted: number;
  replaced: number;
  as_of: string;
}

/** Creates or updates players inside the caller's transaction. */
export async function upsertPlayersInTransaction(
  tx: Queryable,
  players: PlayerRecord[],
  at: Date,
  origin: IngestOrigin = JSON_FEED,
): Promise<PlayersResult> {
  const errors = new BatchErrors();
  checkPlayerRows(players, errors);
  const owners = await playerRepo.findCodeOwners(
    tx,
    players.map((p) => p.referral_code),
  );
  const brands = await existingBrandCodes(
    tx,
    players.flatMap((p) => (p.brand === undefined ? [] : [p.brand])),
  );
  const affiliateIds = players.map((player, i) => {
    const owner = owners.get(player.referral_code.toLowerCase());
    if (owner === undefined) errors.add(`players.${i}.referral_code`, 'Unknown referral code.');
    const problem = brandProblem(player.brand, owner, brands);
    if (problem) errors.add(`players.${i}.brand`, problem);
    return owner?.affiliateId ?? 0;
  });
  errors.throwIfAny();

  await playerRepo.stagePlayers(tx, players, affiliateIds, at);
  for (const conflict of await playerRepo.attributionConflicts(tx))
    errors.add(
      `players.${conflict.idx}.${attributionField[conflict.problem]}`,
      attributionProblem[conflict.problem],
    );
  for (const conflict of await playerRepo.brandConflicts(tx)) {
    errors.add(
      `players.${conflict.idx}.referral_code`,
      `The player is of brand ${conflict.player_brand}: a player stays with the brand it came to, and this referral code is for brand ${conflict.code_brand}.`,
    );
  }
  for (const conflict of await playerRepo.clickConflicts(tx))
    errors.add(`players.${conflict.idx}.click_id`, clickProblem(conflict));
  errors.throwIfAny();
  await playerRepo.keepClickAttribution(tx);

  await createDeltaTables(tx);
  const moved = await moveFeedPlayers(tx, at, origin);
  await playerRepo.writePlayerDeltas(tx);
  await playerRepo.updateExistingPlayers(tx, at);
  await applyRollupDeltas(tx);
  await touchWatermarks(tx, [...new Set([...affiliateIds, ...moved])], at);
  await enqueueRegistrations(tx, at);
  // Last, so each brand's freshness row is held only until the commit (feed-freshness/repository.ts).
  await recordFeedReceived(tx, 'players', playersThroughByBrand(players, owners), at);
  return playerRepo.countAndDropStaged(tx);
}

/** What is wrong with a row's `brand`: none named, or the code's own, is right. */
function brandProblem(
  brand: string | undefined,
  owner: playerRepo.CodeOwner | undefined,
  brands: ReadonlySet<string>,
): string | null {
  if (brand === undefined) return null;
  if (!brands.has(brand)) return `Unknown brand ${brand}.`;
  if (owner && owner.brand !== brand)
    return `The referral code ${owner.code} is for brand ${owner.brand}, not ${brand}.`;
  return null;
}

function clickProblem(conflict: playerRepo.ClickConflict): string {
  switch (conflict.problem) {
    case 'unknown':
      return 'Unknown click id: no tracking link was clicked with it.';
    case 'other_code':
      return `The click came through another referral code (${conflict.click_code ?? ''}): send the code of the link the player clicked.`;
    case 'already_attributed':
      return 'The player is already attributed to another click: attribution is permanent.';
  }
}

/** Stores activity days inside the caller's transaction; a resend of a day replaces it. */
export async function ingestActivityInTransaction(
  tx: Queryable,
  rows: ActivityRecord[],
  at: Date,
  origin: IngestOrigin = JSON_FEED,
): Promise<ActivityResult> {
  const errors = new BatchErrors();
  checkActivityRows(rows, toIsoDate(at), errors);
  errors.throwIfAny();

  await holdRates(tx, 'converting');
  await activityRepo.stageActivity(tx, rows);
  addRejectedRows(errors, await activityRepo.rejectedActivityRows(tx));
  errors.throwIfAny();

  await recordRestatedDays(tx, at, origin);
  await createDeltaTables(tx);
  const newest = await activityRepo.newestDayByBrand(tx);
  const written = await activityRepo.writeActivity(tx, at);
  await applyRollupDeltas(tx);
  await touchWatermarks(tx, written.affiliateIds, at);
  // Last, so each brand's freshness row is held only until the commit (feed-freshness/repository.ts).
  await recordFeedReceived(tx, 'activity', newest, at);
  return { inserted: written.inserted, replaced: written.replaced, as_of: at.toISOString() };
}

/**
 * Checks activity rows as ingestActivityInTransaction does (the same 422, by row), reading only: nothing
 * is staged, locked or written. A feed file's rows are checked so before any of them is stored; the rows
 * of activity depend on players, affiliates and rates only, never on each other, so the check holds for
 * the file's batches stored afterwards (bar a player or rate changed in between, which the store refuses).
 * `known`, kept across a file's batches, spares the lookup of customers already found.
 */
export async function checkActivity(
  db: Queryable,
  rows: ActivityRecord[],
  at: Date,
  known?: KnownCustomers,
): Promise<void> {
  const errors = new BatchErrors();
  checkActivityRows(rows, toIsoDate(at), errors);
  errors.throwIfAny();
  addRejectedRows(errors, await activityRepo.refusedActivityRows(db, rows, known));
  errors.throwIfAny();
}

function addRejectedRows(errors: BatchErrors, rows: activityRepo.RejectedActivityRow[]): void {
  for (const row of rows) {
    if (row.unknown_customer)
      errors.add(`rows.${row.idx}.customer_id`, 'Unknown customer: send the player first.');
    else errors.add(`rows.${row.idx}.currency`, currencyProblem(row));
  }
}

/** A row's currency is the brand's (converted at its day's rate) or the affiliate's own (kept as it is). */
function currencyProblem(row: activityRepo.RejectedActivityRow): string {
  const affiliate = row.member_currency ?? '';
  if (row.missing_rate) return missingRateMessage(row.currency, affiliate, row.day);
  const brand = row.brand_currency ?? affiliate;
  const accepted =
    brand === affiliate
      ? `${affiliate}, the currency of the player's brand and of the affiliate`
      : `${brand} (the player's brand) or ${affiliate} (the affiliate's)`;
  return `Currency ${row.currency} is not accepted for this player: send amounts in ${accepted}.`;
}

// Deadlocks and serialisation failures are resolved by running the batch again (it is idempotent).
const retryableCodes = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

export async function inTransactionWithRetry<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !retryableCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt * Math.random()));
    }
  }
}

export function upsertPlayers(ctx: AppContext, players: PlayerRecord[]): Promise<PlayersResult> {
  return inTransactionWithRetry(ctx.db, (tx) => upsertPlayersInTransaction(tx, players, ctx.config.now()));
}

export function ingestActivity(ctx: AppContext, rows: ActivityRecord[]): Promise<ActivityResult> {
  return inTransactionWithRetry(ctx.db, (tx) => ingestActivityInTransaction(tx, rows, ctx.config.now()));
}
