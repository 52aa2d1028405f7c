import type { Queryable } from '../../db/database.ts';

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export async function countNotifications(db: Queryable, memberId: number): Promise<{ total: number; unread: number }> {
  return db.one(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications WHERE member_id = $1`,
    [memberId],
  );
}

export async function countUnread(db: Queryable, memberId: number): Promise<number> {
  const row = await db.one<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE member_id = $1 AND read_at IS NULL', [memberId]);
  return row.unread;
}

export async function listNotifications(db: Queryable, memberId: number, limit: number, offset: number): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT id, kind, title, body, created_at, read_at FROM notifications WHERE member_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return rows;
}

/** Only the member's own rows are touched: ids of other affiliates simply match nothing. */
export async function markRead(db: Queryable, memberId: number, ids: number[] | undefined, at: Date): Promise<number> {
  const result = await db.query(
    `UPDATE notifications SET read_at = $3 WHERE member_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[]))`,
    [memberId, ids ?? null, at],
  );
  return result.rowCount;
}

/** One statement fans a broadcast out to every enabled affiliate (or the listed ones). */
export async function insertForMembers(db: Queryable, n: { kind: string; title: string; body: string; memberIds?: number[] }): Promise<number> {
  const result = await db.query(
    `INSERT INTO notifications (member_id, kind, title, body)
     SELECT id, $1, $2, $3 FROM members WHERE enabled AND ($4::int[] IS NULL OR id = ANY($4::int[]))`,
    [n.kind, n.title, n.body, n.memberIds ?? null],
  );
  return result.rowCount;
}
