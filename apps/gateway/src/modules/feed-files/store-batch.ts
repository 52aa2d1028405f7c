import type { ActivityRecord, FeedName, PlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { IngestOrigin } from '../ingest/origin.ts';
import { ingestActivityInTransaction, upsertPlayersInTransaction } from '../ingest/service.ts';

/** A row the ingest refused: its index in the batch, the field and why. */
export interface BatchRowProblem {
  index: number;
  column: string | null;
  message: string;
}

export type BatchOutcome = { stored: true } | { stored: false; problems: BatchRowProblem[]; more: boolean };

/** `rows.12.currency` / `players.3.referral_code`: the ingest's field errors, by row. */
const FIELD = /^(?:rows|players)\.(\d+)(?:\.(\w+))?$/;

/**
 * The ingest's refusal of a batch (its 422) by row index; any other error is thrown on. `more`: the
 * ingest listed only some of the rows it refused.
 */
export function refusedRows(error: unknown): { stored: false; problems: BatchRowProblem[]; more: boolean } {
  if (!(error instanceof ApiError) || error.statusCode !== 422 || !error.errors) throw error;
  const problems: BatchRowProblem[] = [];
  let listed = 0;
  for (const [field, messages] of Object.entries(error.errors)) {
    const match = FIELD.exec(field);
    if (!match) throw error;
    for (const message of messages) {
      listed += 1;
      problems.push({ index: Number(match[1]), column: match[2] ?? null, message });
    }
  }
  const total = /(\d+) problems? found/.exec(error.message);
  return { stored: false, problems, more: total !== null && Number(total[1]) > listed };
}

/**
 * Stores one batch of the file through the JSON feed's own functions, inside the caller's transaction
 * under a savepoint: a batch the ingest refuses (its checks against the database: an unknown referral
 * code or customer, a currency, an attribution) is undone alone, and its problems come back by row index.
 */
export async function storeBatch(
  tx: Queryable,
  feed: FeedName,
  records: PlayerRecord[] | ActivityRecord[],
  at: Date,
  /** false: the batch is checked, then undone (the file is refused already, so nothing of it stays). */
  keep: boolean,
  /** What the change log records the rows' changes as coming through: a file, or a scheduled pull. */
  origin: IngestOrigin,
): Promise<BatchOutcome> {
  await tx.query('SAVEPOINT feed_file_batch');
  try {
    if (feed === 'players') await upsertPlayersInTransaction(tx, records as PlayerRecord[], at, origin);
    else await ingestActivityInTransaction(tx, records as ActivityRecord[], at, origin);
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT feed_file_batch');
    await tx.query('RELEASE SAVEPOINT feed_file_batch');
    return refusedRows(error);
  }
  if (!keep) await tx.query('ROLLBACK TO SAVEPOINT feed_file_batch');
  await tx.query('RELEASE SAVEPOINT feed_file_batch');
  return { stored: true };
}
