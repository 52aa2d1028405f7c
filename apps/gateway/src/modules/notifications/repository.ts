import type { Queryable } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema-types.ts';

export type NotificationRow = Omit<NotificationsTable, 'member_id'>;

/**
 * A page of the member's notifications (every one, or only the unread), newest first, with the member's
 * total and unread counts: one round trip. Both pages walk (member_id, created_at DESC, id DESC); the
 * unread count reads the partial unread index.
 */
export async function listNotificationsPage(
  db: Queryable,
  affiliateId: number,
  page: { limit: number; offset: number; unreadOnly: boolean },
): Promise<{ total: number; unread: number; rows: NotificationRow[] }> {
  // The counts row joins the page laterally, so a page past the end still answers the counts (id null).
  const { rows } = await db.query<
    { total: number; unread: number } & { [K in keyof NotificationRow]: NotificationRow[K] | null }
  >(
    `SELECT c.total, c.unread, n.id, n.kind, n.title, n.body, n.created_at, n.read_at, n.ticket_id
     FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications WHERE member_id = $1) c
     LEFT JOIN LATERAL (
       SELECT id, kind, title, body, created_at, read_at, ticket_id FROM notifications WHERE member_id = $1 AND (NOT $4::boolean OR read_at IS NULL)
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
     ) n ON true`,
    [affiliateId, page.limit, page.offset, page.unreadOnly],
  );
  const first = rows[0]!;
  return {
    total: first.total,
    unread: first.unread,
    rows: rows.filter((row) => row.id !== null) as NotificationRow[],
  };
}

/**
 * Marks the member's own notifications read (ids of other affiliates simply match nothing) and answers
 * how many changed and how many stay unread, in one statement: the count reads the table as it was
 * before the update (one snapshot), so the rows just marked are taken off it.
 */
export async function markRead(
  db: Queryable,
  affiliateId: number,
  ids: number[] | undefined,
  at: Date,
): Promise<{ updated: number; unread: number }> {
  return db.one(
    `WITH marked AS (
       UPDATE notifications SET read_at = $3 WHERE member_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[]))
       RETURNING id
     )
     SELECT (SELECT count(*) FROM marked)::int AS updated,
            ((SELECT count(*) FROM notifications WHERE member_id = $1 AND read_at IS NULL) - (SELECT count(*) FROM marked))::int AS unread`,
    [affiliateId, ids ?? null, at],
  );
}

/**
 * One statement fans a broadcast out to every enabled affiliate (or the listed ones); `ticketId` names
 * the Contact us ticket an answer belongs to.
 */
export async function insertForAffiliates(
  db: Queryable,
  n: { kind: string; title: string; body: string; affiliateIds?: number[]; ticketId?: number },
): Promise<number> {
  const result = await db.query(
    `INSERT INTO notifications (member_id, kind, title, body, ticket_id)
     SELECT id, $1, $2, $3, $5 FROM members WHERE enabled AND ($4::int[] IS NULL OR id = ANY($4::int[]))`,
    [n.kind, n.title, n.body, n.affiliateIds ?? null, n.ticketId ?? null],
  );
  return result.rowCount;
}

/** A notification about one affiliate, with its own text. */
export interface AffiliateNotice {
  affiliateId: number;
  title: string;
  body: string;
}

/** One statement for many affiliates' own notifications, in the order given; disabled affiliates get none (as a broadcast). */
export async function insertAffiliateNotices(
  db: Queryable,
  kind: string,
  notices: readonly AffiliateNotice[],
): Promise<number> {
  const result = await db.query(
    `INSERT INTO notifications (member_id, kind, title, body)
     SELECT n.member_id, $1, n.title, n.body
     FROM unnest($2::int[], $3::text[], $4::text[]) WITH ORDINALITY AS n (member_id, title, body, i) JOIN members m ON m.id = n.member_id AND m.enabled
     ORDER BY n.i`,
    [kind, notices.map((n) => n.affiliateId), notices.map((n) => n.title), notices.map((n) => n.body)],
  );
  return result.rowCount;
}
