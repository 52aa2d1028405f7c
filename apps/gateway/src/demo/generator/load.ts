import { INGEST_BATCH_MAX, type ActivityRecord, type PlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ingestActivityInTransaction, upsertPlayersInTransaction } from '../../modules/ingest/service.ts';
import { batches, generateActivity, generatePlayers, type GenerationPlan } from './players-and-activity.ts';

export interface LoadProgress {
  phase: 'players' | 'activity';
  rows: number;
  elapsedMs: number;
}

/** Runs one batch in a transaction: its own (the CLI) or the caller's (the demo seed). */
export type BatchTransaction = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export interface LoadResult {
  players: number;
  activityRows: number;
  playersMs: number;
  activityMs: number;
}

/**
 * Writes a generated data set through the ingest service, exactly as the operator API would:
 * players first, then activity, in batches of 10,000 rows.
 */
export async function loadGenerated(
  plan: GenerationPlan,
  inTransaction: BatchTransaction,
  at: () => Date,
  onProgress?: (progress: LoadProgress) => void,
): Promise<LoadResult> {
  const started = performance.now();
  let players = 0;
  for (const batch of batches<PlayerRecord>(generatePlayers(plan), INGEST_BATCH_MAX)) {
    await inTransaction((tx) => upsertPlayersInTransaction(tx, batch, at()));
    players += batch.length;
    onProgress?.({ phase: 'players', rows: players, elapsedMs: performance.now() - started });
  }
  const playersMs = performance.now() - started;
  let activityRows = 0;
  for (const batch of batches<ActivityRecord>(generateActivity(plan), INGEST_BATCH_MAX)) {
    await inTransaction((tx) => ingestActivityInTransaction(tx, batch, at()));
    activityRows += batch.length;
    onProgress?.({ phase: 'activity', rows: activityRows, elapsedMs: performance.now() - started - playersMs });
  }
  return { players, activityRows, playersMs, activityMs: performance.now() - started - playersMs };
}

export async function nextCustomerId(db: Queryable): Promise<number> {
  const row = await db.one<{ next: string | number }>('SELECT coalesce(max(customer_id), 1000000) + 1 AS next FROM players');
  return Number(row.next);
}
