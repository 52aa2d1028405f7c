import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';

/** A row of the search: the affiliate and their default referral code. */
export interface AffiliateSummaryRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  currency: string;
  enabled: boolean;
  referral_code: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

export interface AffiliateSearchFilter {
  /** What was typed, trimmed: matched as the start of each searched field, any case. */
  text?: string;
  /** The id the text names when it is a whole number. */
  id?: number;
  enabled?: boolean;
}

/** After a username (the next pages, A to Z) or before one (the previous page, read Z to A, then turned around). */
export type SearchPageStart = { direction: 'after'; username: string | null } | { direction: 'before'; username: string };

export const summaryColumns = `m.id, m.username, m.email, m.first_name, m.last_name, trim(m.country) AS country, trim(m.currency) AS currency,
  m.enabled, rc.code AS referral_code, m.created_at, m.last_login_at`;
export const defaultCodeJoin = 'LEFT JOIN referral_codes rc ON rc.member_id = m.id AND rc.is_default';

/** `LIKE` reads `\`, `%` and `_` as its own: typed ones are matched as themselves. */
function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids whose username, email, first name, "first last", last name or a referral code starts with the
 * text (or whose id it is): one index range per field (migration 024's "C"-collated lower() indexes),
 * so the cost follows the number of matches, not of affiliates.
 */
function matchingIds(p: SqlParams, filter: AffiliateSearchFilter): string {
  const pattern = `lower(${p.add(startsWith(filter.text ?? ''))}::text)`;
  const branches = [
    `SELECT id FROM members WHERE lower(username) COLLATE "C" LIKE ${pattern}`,
    `SELECT id FROM members WHERE lower(email) COLLATE "C" LIKE ${pattern}`,
    `SELECT id FROM members WHERE lower(first_name || ' ' || last_name) COLLATE "C" LIKE ${pattern}`,
    `SELECT id FROM members WHERE lower(last_name) COLLATE "C" LIKE ${pattern}`,
    `SELECT member_id AS id FROM referral_codes WHERE lower(code) COLLATE "C" LIKE ${pattern}`,
  ];
  if (filter.id !== undefined) branches.push(`SELECT id FROM members WHERE id = ${p.add(filter.id)}`);
  return branches.join('\n UNION ');
}

/**
 * One page of affiliates in username order (byte order of the lower-cased name, the same on every
 * server), `limit` rows from the start. Without text it is a walk of the username index from the cursor;
 * with text, the matches are gathered first, then sorted.
 */
export async function searchAffiliateRows(db: Queryable, filter: AffiliateSearchFilter, start: SearchPageStart, limit: number): Promise<AffiliateSummaryRow[]> {
  const p = new SqlParams();
  const key = 'lower(m.username) COLLATE "C"';
  const where: string[] = [];
  const hits = filter.text === undefined ? '' : `JOIN (${matchingIds(p, filter)}) hit ON hit.id = m.id`;
  if (filter.enabled !== undefined) where.push(filter.enabled ? 'm.enabled' : 'NOT m.enabled');
  const forward = start.direction === 'after';
  if (start.username !== null) where.push(`${key} ${forward ? '>' : '<'} lower(${p.add(start.username)}::text)`);
  const order = forward ? 'ASC' : 'DESC';
  const { rows } = await db.query<AffiliateSummaryRow>(
    `SELECT ${summaryColumns} FROM members m ${hits} ${defaultCodeJoin}
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${key} ${order} LIMIT ${p.add(limit)}`,
    p.values,
  );
  return forward ? rows : rows.reverse();
}
