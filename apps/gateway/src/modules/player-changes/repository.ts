import type { PlayerChangeKind } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface StoredChange {
  id: string;
  member_id: number;
  member_username: string;
  kind: PlayerChangeKind;
  happened_at: Date;
  customer_id: string | null;
  brand: string | null;
  day: string | null;
  amount: string | null;
  currency: string | null;
  details: Record<string, unknown>;
  by_kind: 'feed' | 'file' | 'pull' | 'operator' | 'close';
  upload_id: string | null;
  by_operator: string | null;
  reason: string | null;
}

const COLUMNS = `c.id::text AS id, c.member_id, m.username AS member_username, c.kind, c.happened_at,
  c.customer_id::text AS customer_id, c.brand, c.day::text AS day, c.amount::text AS amount, trim(c.currency) AS currency,
  c.details, c.by_kind, c.upload_id::text AS upload_id, c.by_operator, c.reason`;

export interface ChangeFilter {
  kind?: PlayerChangeKind | undefined;
  customerId?: number | undefined;
}

/** One affiliate's entries, newest first, a page of them and how many match. */
export async function affiliateChangesPage(
  db: Queryable,
  affiliateId: number,
  filter: ChangeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StoredChange[]; total: number }> {
  const where = `c.member_id = $1 AND ($2::text IS NULL OR c.kind = $2) AND ($3::bigint IS NULL OR c.customer_id = $3)`;
  const params = [affiliateId, filter.kind ?? null, filter.customerId ?? null];
  const { rows } = await db.query<StoredChange>(
    `SELECT ${COLUMNS} FROM player_changes c JOIN members m ON m.id = c.member_id
     WHERE ${where} ORDER BY c.happened_at DESC, c.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const { total } = await db.one<{ total: number }>(
    `SELECT count(*)::int AS total FROM player_changes c WHERE ${where}`,
    params,
  );
  return { rows, total };
}

/** Every entry about one player, on every affiliate's log, newest first; null when no such player exists. */
export async function playerChanges(db: Queryable, customerId: number): Promise<StoredChange[] | null> {
  const player = await db.maybeOne('SELECT 1 FROM players WHERE customer_id = $1', [customerId]);
  if (!player) return null;
  const { rows } = await db.query<StoredChange>(
    `SELECT ${COLUMNS} FROM player_changes c JOIN members m ON m.id = c.member_id
     WHERE c.customer_id = $1 ORDER BY c.happened_at DESC, c.id DESC LIMIT 1000`,
    [customerId],
  );
  return rows;
}

/** Entries by id (what an operator's action wrote), in id order. */
export async function changesById(db: Queryable, ids: readonly string[]): Promise<StoredChange[]> {
  const { rows } = await db.query<StoredChange>(
    `SELECT ${COLUMNS} FROM player_changes c JOIN members m ON m.id = c.member_id
     WHERE c.id = ANY($1::bigint[]) ORDER BY c.id`,
    [ids],
  );
  return rows;
}
