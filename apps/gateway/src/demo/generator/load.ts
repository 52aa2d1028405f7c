import { INGEST_BATCH_MAX, type ActivityRecord, type PlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ingestActivityInTransaction, upsertPlayersInTransaction } from '../../modules/ingest/service.ts';
import {
  findReferralCode,
  storeClicks,
  type Click,
  type KnownCode,
} from '../../modules/tracking/repository.ts';
import type { GeneratedClick } from './clicks.ts';
import {
  batches,
  generateActivity,
  generateClicks,
  generatePlayers,
  type GenerationPlan,
} from './players-and-activity.ts';

export interface LoadProgress {
  phase: 'clicks' | 'players' | 'activity';
  rows: number;
  elapsedMs: number;
}

/** Runs one batch in a transaction: its own (the CLI) or the caller's (the demo seed). */
export type BatchTransaction = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export interface LoadResult {
  clicks: number;
  clicksMs: number;
  players: number;
  activityRows: number;
  playersMs: number;
  activityMs: number;
}

/** The generated clicks as the click recorder stores them (a generated address hash: no visitor's address). */
function storedClicks(clicks: readonly GeneratedClick[], affiliates: ReadonlyArray<KnownCode>): Click[] {
  return clicks.map((c) => {
    const affiliate = affiliates[c.affiliate]!;
    return {
      at: c.at,
      affiliateId: affiliate.affiliateId,
      referralCode: affiliate.code,
      savedBannerId: null,
      campaign: null,
      clickId: c.clickId,
      subIds: [c.sub1, c.sub2, null, null, null],
      ipHash: `generated-${c.clickId.slice(0, 16)}`,
      country: c.country,
      userAgent: null,
      referrer: null,
      isBot: false,
    };
  });
}

/** Stores the plan's clicks (batches of 10,000 unless the plan says), as the click recorder does; answers how many. */
export async function loadGeneratedClicks(
  plan: GenerationPlan,
  inTransaction: BatchTransaction,
  onBatch?: (rows: number) => void,
): Promise<number> {
  // One after another: a transaction is one connection, which takes one query at a time.
  const affiliates = await inTransaction(async (tx) => {
    const found: KnownCode[] = [];
    for (const a of plan.affiliates) {
      const known = await findReferralCode(tx, a.code);
      if (!known) throw new Error(`unknown code ${a.code}`);
      found.push(known);
    }
    return found;
  });
  let clicks = 0;
  for (const batch of batches<GeneratedClick>(generateClicks(plan), plan.batchRows ?? INGEST_BATCH_MAX)) {
    await inTransaction((tx) => storeClicks(tx, storedClicks(batch, affiliates), 1));
    clicks += batch.length;
    onBatch?.(clicks);
  }
  return clicks;
}

/**
 * Writes a generated data set as the product would: clicks through the click recorder's statement,
 * then players and activity through the ingest service, exactly as the operator API would, in
 * batches of 10,000 rows (or the plan's `batchRows`).
 */
export async function loadGenerated(
  plan: GenerationPlan,
  inTransaction: BatchTransaction,
  at: () => Date,
  onProgress?: (progress: LoadProgress) => void,
): Promise<LoadResult> {
  const started = performance.now();
  const clicks = await loadGeneratedClicks(plan, inTransaction, (rows) =>
    onProgress?.({ phase: 'clicks', rows, elapsedMs: performance.now() - started }),
  );
  const clicksDone = performance.now();
  let players = 0;
  for (const batch of batches<PlayerRecord>(generatePlayers(plan), plan.batchRows ?? INGEST_BATCH_MAX)) {
    await inTransaction((tx) => upsertPlayersInTransaction(tx, batch, at()));
    players += batch.length;
    onProgress?.({ phase: 'players', rows: players, elapsedMs: performance.now() - clicksDone });
  }
  const playersMs = performance.now() - clicksDone;
  let activityRows = 0;
  for (const batch of batches<ActivityRecord>(generateActivity(plan), plan.batchRows ?? INGEST_BATCH_MAX)) {
    await inTransaction((tx) => ingestActivityInTransaction(tx, batch, at()));
    activityRows += batch.length;
    onProgress?.({
      phase: 'activity',
      rows: activityRows,
      elapsedMs: performance.now() - clicksDone - playersMs,
    });
  }
  return {
    clicks,
    clicksMs: clicksDone - started,
    players,
    activityRows,
    playersMs,
    activityMs: performance.now() - clicksDone - playersMs,
  };
}

export async function nextCustomerId(db: Queryable): Promise<number> {
  const row = await db.one<{ next: string | number }>(
    'SELECT coalesce(max(customer_id), 1000000) + 1 AS next FROM players',
  );
  return Number(row.next);
}
