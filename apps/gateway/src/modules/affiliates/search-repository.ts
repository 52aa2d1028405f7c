import type { Queryable } from '../../db/database.ts';
import type { MembersTable, ReferralCodesTable } from '../../db/schema-types.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { AffiliateAccountColumns } from '../members/repository.ts';

/** A row of the search: the affiliate and their default referral code. */
export type AffiliateSummaryRow = AffiliateAccountColumns &
  Pick<MembersTable, 'last_login_at'> & { referral_code: ReferralCodesTable['code'] | null };

export interface AffiliateSearchFilter {
  /** What was typed, trimmed: matched as the start of each searched field, any case. */
  text?: string;
  /** The id the text names when it is a whole number. */
  id?: number;
  enabled?: boolean;
}

/** After a username (the next pages, A to Z) or before one (the previous page, read Z to A, then turned around). */
export type SearchPageStart =
  { direction: 'after'; username: string | null } | { direction: 'before'; username: string };

export const summaryColumns = `m.id, m.username, m.email, m.first_name, m.last_name, trim(m.country) AS country, trim(m.currency) AS currency,
  m.enabled, rc.code AS referral_code, m.created_at, m.last_login_at`;
export const defaultCodeJoin = 'LEFT JOIN referral_codes rc ON rc.member_id = m.id AND rc.is_default';

/** `LIKE` reads `\`, `%` and `_` as its own: typed ones are matched as themselves. */
function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const KEY = 'lower(m.username) COLLATE "C"';

/**
 * Where the searched fields start with the text (or the id is it): one index range each (migration
 * 024's "C"-collated lower() indexes). Each field's matches are cut to the page's first `limit` by
 * username before they are merged, and only the page's rows are then joined to their details, so a
 * broad text costs a pass over its matches' index entries and rows, not a join per match.
 */
function matchingKeys(
  p: SqlParams,
  filter: AffiliateSearchFilter,
  conditions: string[],
  order: string,
  limit: string,
): string {
  const pattern = `lower(${p.add(startsWith(filter.text ?? ''))}::text)`;
  const fields = [
    'lower(m.username)',
    'lower(m.email)',
    "lower(m.first_name || ' ' || m.last_name)",
    'lower(m.last_name)',
  ];
  // OFFSET 0 keeps each field's matches read through that field's own index: left free, the planner may
  // walk the username index instead and filter, which reads most of the table when its guess is wrong.
  const branch = (from: string, match: string) =>
    `(SELECT key, id FROM (SELECT ${KEY} AS key, m.id FROM ${from} WHERE ${[match, ...conditions].join(' AND ')} OFFSET 0) f ORDER BY key ${order} LIMIT ${limit})`;
  const [byUsername, ...others] = fields.map((field) => `${field} COLLATE "C" LIKE ${pattern}`);
  // The username's own range is already in page order: read it in order, and stop at the page's end.
  const branches = [
    `(SELECT ${KEY} AS key, m.id FROM members m WHERE ${[byUsername, ...conditions].join(' AND ')} ORDER BY 1 ${order} LIMIT ${limit})`,
  ];
  branches.push(...others.map((match) => branch('members m', match)));
  branches.push(
    branch(
      'referral_codes c JOIN members m ON m.id = c.member_id',
      `lower(c.code) COLLATE "C" LIKE ${pattern}`,
    ),
  );
  if (filter.id !== undefined) branches.push(branch('members m', `m.id = ${p.add(filter.id)}`));
  return branches.join('\n UNION ');
}

/**
 * One page of affiliates in username order (byte order of the lower-cased name, the same on every
 * server), `limit` rows from the start. Without text it is a walk of the username index from the cursor.
 */
export async function searchAffiliateRows(
  db: Queryable,
  filter: AffiliateSearchFilter,
  start: SearchPageStart,
  limit: number,
): Promise<AffiliateSummaryRow[]> {
  const p = new SqlParams();
  const conditions: string[] = [];
  if (filter.enabled !== undefined) conditions.push(filter.enabled ? 'm.enabled' : 'NOT m.enabled');
  const forward = start.direction === 'after';
  if (start.username !== null)
    conditions.push(`${KEY} ${forward ? '>' : '<'} lower(${p.add(start.username)}::text)`);
  const order = forward ? 'ASC' : 'DESC';
  const size = p.add(limit);
  const keys =
    filter.text === undefined
      ? `SELECT ${KEY} AS key, m.id FROM members m ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY 1 ${order} LIMIT ${size}`
      : `SELECT key, id FROM (${matchingKeys(p, filter, conditions, order, size)}) hit ORDER BY key ${order} LIMIT ${size}`;
  const { rows } = await db.query<AffiliateSummaryRow>(
    `WITH page AS MATERIALIZED (${keys})
     SELECT ${summaryColumns} FROM page JOIN members m ON m.id = page.id ${defaultCodeJoin}
      ORDER BY page.key ${order}`,
    p.values,
  );
  return forward ? rows : rows.reverse();
}
